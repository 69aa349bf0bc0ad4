import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Scan, X, ZoomIn, ZoomOut } from 'lucide-react';
import type { ExportBackground } from '@inkcard/card-templates/export';
import { ZOOM_STEP, ZoomSurface, type ZoomSurfaceHandle, type ZoomView } from '../../components/ZoomSurface';
import { nearestToCentre, visibleShare, type Rect } from '../../components/zoom-view';
import { useModalDialog, wrapTab } from '../../hooks/useModalDialog';

const TOOL =
  'inline-flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-full px-2.5 text-sm font-semibold text-gray-800 transition hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none aria-disabled:cursor-default aria-disabled:opacity-40 dark:text-gray-100 dark:hover:bg-white/10';
const BAR = 'flex items-center gap-1 bg-white px-2 py-1.5 ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-white/10';

const prefersReducedMotion = (): boolean => Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/**
 * An icon button of the viewer's toolbar. At its end (the first page, the largest zoom) it stays
 * focusable, marked `aria-disabled`: a disabled button would drop the focus out of the dialog.
 * @param props - its name, icon, action and whether it is at its end
 * @returns the button
 */
function ToolButton({
  label,
  icon,
  onClick,
  isAtEnd = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  isAtEnd?: boolean;
}) {
  return (
    <button type="button" className={TOOL} aria-label={label} aria-disabled={isAtEnd} onClick={onClick}>
      {icon}
    </button>
  );
}

/**
 * Copies the preview's card into `holder`, as it is drawn: the same markup with its measured fit
 * and its carousel's pages, laid out again at full size in one row. A copy, not a second
 * rendering: it opens at once however many pages there are (a 10-page note re-rendered and
 * re-paginated took 0.4 s), and it cannot paginate differently from what the preview shows and
 * exports. The viewer is modal, so the card cannot change while it is open.
 * @param holder - the element to fill
 * @param source - the preview's card wrapper (the maker's cardRef)
 */
function copyCard(holder: HTMLElement, source: HTMLElement): void {
  for (const node of Array.from(source.childNodes)) holder.append(node.cloneNode(true));
  // What the export leaves out is not shown either (a carousel's hidden measuring copy of its text).
  holder.querySelectorAll('[data-export-ignore]').forEach((node) => node.remove());
  // The preview shows pages two a row or one by one; here they are one row.
  holder.querySelectorAll<HTMLElement>('[data-carousel]').forEach((strip) => {
    strip.style.setProperty('--carousel-columns', String(Number.MAX_SAFE_INTEGER));
  });
}

/**
 * The maker's full-size viewer: the card (or a carousel's pages, side by side) copied from the
 * preview and drawn at its real size in a full-screen modal dialog, pinch-zoomable and draggable
 * (ZoomSurface), with zoom buttons, "3 / 9" and previous / next for pages, and a close button.
 * Escape and the close button call `onClose`; focus stays inside and returns where it was (the
 * preview's button) when it closes; the page behind does not scroll meanwhile.
 * @param props - the preview's card wrapper, the page to open on, the card's name and the id of
 *   its alt text, its export background (the preview's corners), and what closing does
 * @returns the dialog
 */
export function CardZoomViewer({
  source,
  startPage,
  title,
  describedBy,
  background,
  onClose,
}: {
  source: HTMLElement;
  startPage: number;
  title: string;
  describedBy?: string;
  background: ExportBackground;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useModalDialog(ref, true);
  const titleId = useId();
  const surface = useRef<ZoomSurfaceHandle>(null);
  const holderRef = useRef<HTMLDivElement | null>(null);
  // The pages' rectangles in the content's own coordinates (none for a single card).
  const pageRects = useRef<Rect[]>([]);
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(startPage);
  // Read by the view handler, bound once.
  const pageRef = useRef(page);
  pageRef.current = page;
  // The page previous / next is gliding to: the counter says it at once, and the pages the glide
  // passes do not change it (a second tap during the first glide goes one further, not back).
  const glidingTo = useRef<number | null>(null);
  const [pageBox, setPageBox] = useState<{ width: number; height: number } | undefined>();
  const [zoom, setZoom] = useState({ percent: 100, canZoomIn: true, canZoomOut: true });
  const isPaged = pageCount > 0;

  // The copy is made as the holder mounts, before the surface measures its content.
  const holder = useCallback(
    (el: HTMLDivElement | null) => {
      holderRef.current = el;
      if (el && el.childElementCount === 0) copyCard(el, source);
    },
    [source],
  );

  // The page behind keeps its place: no wheel or keyboard scroll reaches it while this is open.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  // A carousel's pages: their size is what "fit" fits, and the viewer opens on the page tapped.
  useLayoutEffect(() => {
    const handle = surface.current;
    const pages = holderRef.current?.querySelectorAll('[data-carousel-page]');
    if (!handle || !pages || pages.length === 0) return;
    const rects = Array.from(pages, (el) => handle.rectOf(el));
    pageRects.current = rects;
    setPageCount(rects.length);
    setPageBox({ width: rects[0]!.width, height: rects[0]!.height });
    const target = Math.min(Math.max(1, startPage), rects.length);
    setPage(target);
    handle.show(rects[target - 1]!);
  }, [startPage]);

  const handleView = useCallback((view: ZoomView) => {
    const percent = Math.round(view.scale * 100);
    const canZoomIn = view.scale < view.maxScale - 1e-3;
    const canZoomOut = view.scale > view.minScale + 1e-3;
    setZoom((z) =>
      z.percent === percent && z.canZoomIn === canZoomIn && z.canZoomOut === canZoomOut
        ? z
        : { percent, canZoomIn, canZoomOut },
    );
    // The page being looked at: the one opened or moved to while it stays in view (a wide screen
    // shows several), else the one nearest the centre of the view.
    const rects = pageRects.current;
    if (glidingTo.current !== null) {
      const target = rects[glidingTo.current - 1];
      if (target && visibleShare(view.frame, view.scale, view.scroll, target) < 0.9) return;
      glidingTo.current = null;
    }
    const current = rects[pageRef.current - 1];
    if (rects.length === 0 || (current && visibleShare(view.frame, view.scale, view.scroll, current) >= 0.9)) return;
    setPage(nearestToCentre(view.frame, view.scale, view.scroll, rects) + 1);
  }, []);

  const goTo = (to: number): void => {
    const rect = pageRects.current[to - 1];
    if (!rect) return;
    setPage(to);
    glidingTo.current = to;
    surface.current?.show(rect, !prefersReducedMotion());
  };
  const handleFit = (): void => {
    surface.current?.fit();
    const rect = pageRects.current[page - 1];
    if (rect) surface.current?.show(rect);
  };

  const strip = (
    // The card is looked at, not used: an image named as in the preview, its copy inert.
    <div
      role="img"
      aria-label={title}
      aria-describedby={describedBy}
      className="shadow-[0_12px_40px_rgba(15,23,42,0.25)] dark:shadow-[0_12px_40px_rgba(0,0,0,0.6)]"
    >
      <div ref={holder} inert data-export-background={background} className="w-max" />
    </div>
  );

  return (
    <dialog
      ref={ref}
      onKeyDown={wrapTab}
      // A finger or wheel on the card takes over from a glide: the page in view counts again. A
      // press on a button does not: a quick second "next" during the first one's glide would let
      // the half-scrolled view count as the earlier page and go to the same page again.
      onPointerDownCapture={(event) => {
        if (!(event.target instanceof Element && event.target.closest('button'))) glidingTo.current = null;
      }}
      onWheelCapture={() => (glidingTo.current = null)}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape (or Android's back gesture on the dialog): close through the owner, which also
        // takes back the history entry opening pushed.
        event.preventDefault();
        onClose();
      }}
      data-card-zoom
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none touch-none overflow-hidden border-0 bg-gray-100 p-0 text-gray-900 backdrop:bg-gray-950 dark:bg-gray-950 dark:text-gray-100"
    >
      <div className="flex h-full flex-col">
        <header className={`${BAR} pl-4`}>
          <h2 id={titleId} className="line-clamp-2 min-w-0 flex-1 text-sm leading-snug font-semibold break-words">
            {title}
          </h2>
          {isPaged && (
            <p aria-live="polite" className="shrink-0 px-2 text-sm font-semibold tabular-nums" data-testid="zoom-page">
              <span aria-hidden="true">{t('makers.zoom.pageOf', { page, count: pageCount })}</span>
              <span className="sr-only">{t('makers.zoom.pageLabel', { page, count: pageCount })}</span>
            </p>
          )}
          <button type="button" onClick={onClose} className={`${TOOL} ring-1 ring-gray-300 dark:ring-white/20`}>
            <X aria-hidden className="h-5 w-5" />
            {t('makers.zoom.close')}
          </button>
        </header>
        <ZoomSurface
          ref={surface}
          label={t('makers.zoom.surface')}
          fitBox={isPaged ? pageBox : undefined}
          onView={handleView}
          className="min-h-0 flex-1"
        >
          {strip}
        </ZoomSurface>
        <footer className={`${BAR} justify-center pb-[max(0.375rem,env(safe-area-inset-bottom))]`}>
          {isPaged && (
            <ToolButton
              label={t('makers.zoom.previousPage')}
              isAtEnd={page <= 1}
              onClick={() => goTo(page - 1)}
              icon={<ChevronLeft aria-hidden className="h-6 w-6" />}
            />
          )}
          <ToolButton
            label={t('makers.zoom.zoomOut')}
            isAtEnd={!zoom.canZoomOut}
            onClick={() => surface.current?.zoomBy(1 / ZOOM_STEP)}
            icon={<ZoomOut aria-hidden className="h-5 w-5" />}
          />
          <button
            type="button"
            className={`${TOOL} w-16 tabular-nums`}
            aria-label={t('makers.zoom.actualSize', { percent: zoom.percent })}
            onClick={() => surface.current?.zoomTo(1)}
            data-testid="zoom-percent"
          >
            {zoom.percent}%
          </button>
          <ToolButton
            label={t('makers.zoom.zoomIn')}
            isAtEnd={!zoom.canZoomIn}
            onClick={() => surface.current?.zoomBy(ZOOM_STEP)}
            icon={<ZoomIn aria-hidden className="h-5 w-5" />}
          />
          <ToolButton
            label={t('makers.zoom.fit')}
            onClick={handleFit}
            icon={<Scan aria-hidden className="h-5 w-5" />}
          />
          {isPaged && (
            <ToolButton
              label={t('makers.zoom.nextPage')}
              isAtEnd={page >= pageCount}
              onClick={() => goTo(page + 1)}
              icon={<ChevronRight aria-hidden className="h-6 w-6" />}
            />
          )}
        </footer>
      </div>
    </dialog>
  );
}
