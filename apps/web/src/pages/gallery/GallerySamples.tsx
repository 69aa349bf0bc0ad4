import { useTranslation } from 'react-i18next';
import type { Lang } from '@inkcard/card-engine';
import { findTemplate } from '@inkcard/card-templates/registry';
import { CardSample } from '../../features/card-sample/CardSample';
import { makerLinkFor } from '../../features/card-maker/maker-links';
import { makerName } from '../../makers';
import { AllTemplates } from './AllTemplates';
import { CommunityCards } from './CommunityCards';
import { GALLERY_FRAME, GALLERY_GRID, GalleryCard } from './GalleryCard';
import { GALLERY_ITEMS } from './gallery-items';

/**
 * The gallery's cards: the nine curated samples, each opening its maker on the same template and
 * text in a new tab, the community cards administrators approved, then every registered template. Its own chunk (with the whole registry), so
 * the page's heading paints without waiting for the templates.
 * @param props - the cards' language
 * @returns the samples
 */
export default function GallerySamples({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  return (
    <>
      <ul className={GALLERY_GRID}>
        {GALLERY_ITEMS.map((item) => {
          const template = findTemplate(item.template);
          if (!template) return null;
          const title = `${t(makerName(template.kind))} · ${template.text[lang].name}`;
          return (
            <GalleryCard
              key={item.id}
              sample={
                <CardSample
                  templateId={template.id}
                  lang={lang}
                  label={t('gallery.sampleOf', { title })}
                  className={GALLERY_FRAME}
                />
              }
              title={title}
              description={t(`gallery.items.${item.id}.description`)}
              details={t('gallery.viewDetails')}
              href={makerLinkFor(template)}
              detailsLabel={`${t('gallery.viewDetailsOf', { title })} ${t('common.openInNewTab')}`}
            />
          );
        })}
      </ul>
      <CommunityCards />
      <AllTemplates lang={lang} />
    </>
  );
}
