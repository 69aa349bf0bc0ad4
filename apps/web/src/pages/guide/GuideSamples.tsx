import { use } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KindId, Lang } from '@inkcard/card-engine';
import { loadTemplate } from '@inkcard/card-templates';
import { findTemplate, templatesOf } from '@inkcard/card-templates/registry';
import { CodeSample } from '../../components/CodeSample';
import { ArrowRightIcon } from '../../components/icons';
import { CardSample } from '../../features/card-sample/CardSample';
import { makerLinkFor } from '../../features/card-maker/maker-links';
import { MAKER_KINDS, makerName } from '../../makers';
import { GUIDE_LINK, GUIDE_SAMPLE_FRAME, MakerListFrame, SampleFigure, sectionSamplesGrid } from './GuideSampleFrames';
import type { GuideSectionSpec } from './guide-sections';

// The guide's parts that need the registry; GuidePage loads this chunk lazily so its text paints first.

/**
 * Every maker with its templates' names, straight from the registry.
 * @param props - the page's language
 * @returns the box
 */
export function MakerList({ lang }: { lang: Lang }) {
  const names = Object.fromEntries(
    MAKER_KINDS.map((kind) => [
      kind,
      templatesOf(kind)
        .map((x) => x.text[lang].name)
        .join(lang === 'zh' ? '、' : ', '),
    ]),
  ) as Record<KindId, string>;
  return <MakerListFrame names={names} lang={lang} />;
}

/**
 * A section's live cards, the first one's example text beside it, and links to their makers.
 * @param props - the section and the page's language
 * @returns the grid, or nothing for a section without cards
 */
export function SectionSamples({ spec, lang }: { spec: GuideSectionSpec; lang: Lang }) {
  const { t } = useTranslation();
  const templates = spec.samples.map(findTemplate).filter((x) => x !== undefined);
  if (templates.length === 0) return null;
  // The example comes with the first template's body; the section's placeholder shows until it is in.
  const first = spec.showsExample && templates[0] ? use(loadTemplate(templates[0])) : null;
  const example = first ? first.examples[lang] : null;
  return (
    <div className={sectionSamplesGrid(example !== null)}>
      {example && <CodeSample text={example} label={t('guide.example')} />}
      {templates.map((template) => {
        const name = template.text[lang].name;
        return (
          <SampleFigure
            key={template.id}
            frame={
              <CardSample
                templateId={template.id}
                lang={lang}
                label={t('guide.sampleOf', { name: `${t(makerName(template.kind))} · ${name}` })}
                className={GUIDE_SAMPLE_FRAME}
              />
            }
          >
            <Link to={makerLinkFor(template)} className={GUIDE_LINK}>
              {t('guide.openTemplate', { name })}
              <ArrowRightIcon />
            </Link>
          </SampleFigure>
        );
      })}
    </div>
  );
}
