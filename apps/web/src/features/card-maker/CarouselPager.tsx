import { useTranslation } from 'react-i18next';
import type { CarouselReport } from '@inkcard/card-templates';
import { buttonClass } from '../../components/button-styles';

const TOGGLE =
  'rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-gray-200 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none aria-pressed:bg-indigo-600 aria-pressed:text-white aria-pressed:ring-indigo-600 dark:ring-white/15';

/**
 * Below a carousel's preview: how many pages, thumbnails (two a row) or one page a row, a clear
 * warning for any page that still overflows, and a download button for each page.
 * @param props - the carousel's report, the columns shown, and the actions
 * @returns the pager
 */
export function CarouselPager({
  report,
  columns,
  onColumns,
  onDownloadPage,
  isBusy,
  onIntent,
}: {
  report: CarouselReport;
  columns: 1 | 2;
  onColumns: (columns: 1 | 2) => void;
  onDownloadPage: (page: number) => void;
  isBusy: boolean;
  /** Called on the first sign of a page download (pointer, touch, focus): loads the export code. */
  onIntent?: () => void;
}) {
  const { t } = useTranslation();
  const { pageCount, overflowing } = report;
  return (
    <div className="mt-4 space-y-3 text-sm">
      {overflowing.length > 0 && (
        <p
          role="alert"
          className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30"
        >
          {t('makers.carousel.overflow', { pages: overflowing.join(', '), count: overflowing.length })}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-gray-700 dark:text-gray-200" data-testid="carousel-page-count">
          {t('makers.carousel.pages', { count: pageCount })}
        </span>
        {pageCount > 1 && (
          <div className="flex gap-1" role="group" aria-label={t('makers.carousel.view')}>
            <button type="button" className={TOGGLE} aria-pressed={columns === 2} onClick={() => onColumns(2)}>
              {t('makers.carousel.grid')}
            </button>
            <button type="button" className={TOGGLE} aria-pressed={columns === 1} onClick={() => onColumns(1)}>
              {t('makers.carousel.oneByOne')}
            </button>
          </div>
        )}
      </div>
      {pageCount > 1 && (
        <div
          className="flex flex-wrap items-center gap-2"
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
          onFocusCapture={onIntent}
        >
          <span className="text-xs text-gray-500 dark:text-gray-400">{t('makers.carousel.downloadOne')}</span>
          {Array.from({ length: pageCount }, (_, i) => (
            <button
              key={i}
              type="button"
              className={`${buttonClass('secondary')} min-w-10 px-3`}
              aria-label={t('makers.carousel.downloadPage', { page: i + 1 })}
              disabled={isBusy}
              onClick={() => onDownloadPage(i + 1)}
            >
              {i + 1}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
