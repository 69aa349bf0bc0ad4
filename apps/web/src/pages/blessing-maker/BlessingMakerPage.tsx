import { blessingKind, localeDate } from '@inkcard/card-engine';
import { CardMakerPage } from '../../features/card-maker/CardMakerPage';
import { defineMaker } from '../../features/card-maker/maker-config';
import { BLESSING_TEMPLATES } from '@inkcard/card-templates/kinds/blessing';
import { currentLanguage } from '../../i18n';
import { BlessingContentFields } from './BlessingContentFields';

/** The blessing maker: a form rather than labelled text, and a download that needs no login. */
const BLESSING_MAKER = defineMaker<'blessing'>({
  kind: blessingKind,
  templates: BLESSING_TEMPLATES,
  copy: {
    title: 'makers.blessing.title',
    lead: 'makers.blessing.lead',
    previewTitle: 'makers.blessing.previewTitle',
    download: 'makers.blessing.download',
    templateLegend: 'makers.blessing.styleLegend',
    inputTitle: 'makers.blessing.contentSection',
    styleTitle: 'makers.blessing.styleSection',
  },
  loginRequired: false,
  input: 'form',
  layout: 'preview-first',
  recordTitle: (content) => content.festival.slice(0, 60),
  initialContent: (t) => ({
    festival: t('makers.blessing.defaults.festival'),
    blessing: t('makers.blessing.defaults.blessing'),
    signer: t('makers.blessing.defaults.signer'),
    date: localeDate(new Date(), currentLanguage()),
    icon: 'gift',
  }),
});

/**
 * The blessing card maker (/blessing-card): classic or creative style, content and style
 * settings, a 3:4 live preview (9:16 on request), and a download at scale 3 that needs no login.
 */
export function BlessingMakerPage() {
  return (
    <CardMakerPage
      config={BLESSING_MAKER}
      form={(maker) =>
        maker.formContent && (
          <BlessingContentFields
            content={maker.formContent}
            fields={maker.template.formFields ?? []}
            onChange={maker.setFormContent}
          />
        )
      }
    />
  );
}
