import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { KindId, Lang } from '@inkcard/card-engine';
import { ArrowRightIcon } from '../../components/icons';
import { MAKERS, MAKER_KINDS, makerName } from '../../makers';
import type { GuideSectionSpec } from './guide-sections';

// The guide's template names and live cards load with the registry (GuideSamples.tsx); these are
// their frames, shared with the placeholders shown until then, so the text around them never moves.

/** The guide's text links. */
export const GUIDE_LINK =
  'inline-flex items-center gap-1 rounded-md text-sm font-semibold text-indigo-600 hover:underline dark:text-indigo-300';

/** A live card's frame: the card's size, drawn or not. */
export const GUIDE_SAMPLE_FRAME =
  'mx-auto aspect-[3/4] w-full max-w-64 rounded-2xl bg-gray-100 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-white/10';

/**
 * The grid of a section's cards.
 * @param withExample - whether the first card's example text stands beside it
 * @returns the grid's classes
 */
export function sectionSamplesGrid(withExample: boolean): string {
  return `mt-6 grid gap-6 ${withExample ? 'md:grid-cols-[minmax(0,1fr)_16rem]' : 'sm:grid-cols-2'}`;
}

/**
 * Every maker, linked, with its templates' names once they are known.
 * @param props - each kind's template names (absent while the registry loads) and the page's language
 * @returns the box
 */
export function MakerListFrame({ names, lang }: { names?: Record<KindId, string>; lang?: Lang }) {
  const { t } = useTranslation();
  return (
    <div className="mt-5 rounded-2xl bg-gray-50 p-5 ring-1 ring-gray-200 dark:bg-white/[0.03] dark:ring-white/10">
      <h3 className="text-sm font-semibold text-gray-900 dark:text-white">{t('guide.makers')}</h3>
      <ul className="mt-3 space-y-2 text-sm leading-relaxed">
        {MAKER_KINDS.map((kind) => (
          <li key={kind}>
            <Link to={MAKERS[kind].path} className="font-semibold text-indigo-600 hover:underline dark:text-indigo-300">
              {t(makerName(kind))}
            </Link>
            {names && (lang === 'zh' ? '：' : ': ')}
            {names?.[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A section's cards while the registry loads: the frames at the cards' size, the example's box and
 * room for the captions.
 * @param props - the section
 * @returns the placeholder grid
 */
export function SectionSamplesPlaceholder({ spec }: { spec: GuideSectionSpec }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={sectionSamplesGrid(Boolean(spec.showsExample))}>
      {spec.showsExample && (
        <figure className="min-w-0">
          <figcaption className="mb-2 text-xs font-semibold text-gray-500 dark:text-gray-400">
            {t('guide.example')}
          </figcaption>
          <div className="h-[calc(100%-1.5rem)] min-h-48 rounded-2xl bg-gray-50 ring-1 ring-gray-200 dark:bg-black/30 dark:ring-white/10" />
        </figure>
      )}
      {spec.samples.map((id) => (
        <SampleFigure key={id} frame={<div data-sample-frame className={GUIDE_SAMPLE_FRAME} />}>
          <span className={`${GUIDE_LINK} invisible`}>
            {'\u00a0'}
            <ArrowRightIcon />
          </span>
        </SampleFigure>
      ))}
    </div>
  );
}

/**
 * A card with its caption below.
 * @param props - the card's frame and the caption
 * @returns the figure
 */
export function SampleFigure({ frame, children }: { frame: ReactNode; children: ReactNode }) {
  return (
    <figure className="min-w-0">
      {frame}
      <figcaption className="mt-3 text-center">{children}</figcaption>
    </figure>
  );
}
