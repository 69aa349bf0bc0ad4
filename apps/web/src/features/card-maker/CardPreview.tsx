import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ExportBackground } from '@inkcard/card-templates/export';
import { ZoomIn } from 'lucide-react';

/**
 * Follows the card's fit (the card layer sets `data-fit` on its root, parts/fit): true while its
 * text does not fit its canvas even at the smallest size the template allows.
 * @param wrapperRef - the element that holds the card
 * @param hasCard - whether a card is shown
 * @returns whether the card overflows its canvas
 */
function useCardOverflow(wrapperRef: React.RefObject<HTMLDivElement | null>, hasCard: boolean): boolean {
  const [isOverflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !hasCard) {
      setOverflowing(false);
      return;
    }
    const read = (): void => setOverflowing(wrapper.querySelector('[data-fit="overflow"]') !== null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(wrapper, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-fit'] });
    return () => observer.disconnect();
  }, [wrapperRef, hasCard]);
  return isOverflowing;
}

/**
 * Below this share of its real size a card on a wide screen is too small to proofread (a
 * carousel's thumbnails, a 1024 px window), and the preview offers the full-size viewer.
 */
export const ZOOM_OFFERED_BELOW = 0.75;

/**
 * The preview stage: the card on a soft backdrop, scaled down to fit narrow screens (and up to
 * `displayWidth` when the template asks for a wider preview than its layout); `cardRef` receives
 * the wrapper whose only child is the card, which is what gets exported, unscaled. The card is
 * shown as it will export (square corners when the PNG is opaque), and a warning appears under it
 * while its text does not fit its canvas. It is shown as an image named `cardLabel` and described
 * by the element `describedBy` (its alt text); its live markup is inert: neither focusable nor
 * read a second time.
 * @param props - the card (or null for the placeholder), the placeholder, the ref, the display
 *   width, the export background and the too-long warning's text (none for a carousel, whose pager
 *   names the pages that overflow); `compact` fits the whole card into a strip of the screen's
 *   height (the preview pinned above the fields on a phone while typing); the image's name and
 *   the id of its description; `zoom` makes the stage a button that opens the full-size viewer
 *   (on the page tapped, for a carousel): always with `zoom.always` (a phone), else while the card
 *   is drawn below `ZOOM_OFFERED_BELOW` of its size
 * @returns the stage
 */
export function CardPreview({
  card,
  placeholder,
  cardRef,
  label,
  displayWidth,
  background = 'opaque',
  tooLong,
  tooLongActions,
  compact = false,
  cardLabel,
  describedBy,
  zoom,
}: {
  card: ReactNode | null;
  placeholder: ReactNode;
  cardRef: React.RefObject<HTMLDivElement | null>;
  label: string;
  /** The width to show the card at when there is room (CardTemplate.previewWidth). */
  displayWidth?: number;
  background?: ExportBackground;
  tooLong?: string;
  /** The warning's one-click ways out (a taller size, the 3:4 pages), if the maker has any. */
  tooLongActions?: ReactNode;
  compact?: boolean;
  /** The card image's accessible name (kind and template). */
  cardLabel?: string;
  /** The id of the card's alt text. */
  describedBy?: string;
  /** The button over the card that opens the full-size viewer: its text and what it does. */
  zoom?: { label: string; always: boolean; onOpen: (page: number, from: HTMLElement) => void; onIntent: () => void };
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const isOverflowing = useCardOverflow(cardRef, card !== null && tooLong !== undefined);
  const [fit, setFit] = useState({ scale: 1, height: 0 });

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const inner = innerRef.current;
    if (!stage || !inner) return;
    const measure = (): void => {
      const available = stage.clientWidth - 32;
      const width = inner.offsetWidth;
      const wanted = displayWidth && width > 0 ? displayWidth / width : 1;
      // Compact: the stage's own height (a share of the screen, less its padding) bounds it too.
      const availableHeight = compact ? stage.clientHeight - 24 : Infinity;
      const height0 = inner.offsetHeight;
      const scale =
        width > 0 ? Math.min(wanted, available / width, height0 > 0 ? availableHeight / height0 : Infinity) : 1;
      const height = inner.offsetHeight * scale;
      setFit((f) => (f.scale === scale && f.height === height ? f : { scale, height }));
    };
    measure();
    // Web fonts and lazy styles can change the card's size after the first layout.
    const late = setTimeout(measure, 300);
    void document.fonts.ready.then(measure);
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    observer.observe(inner);
    return () => {
      clearTimeout(late);
      observer.disconnect();
    };
  });

  // A tap opens the viewer on the carousel page under it; Enter or Space, on the first page.
  const handleZoom = (event: React.MouseEvent<HTMLButtonElement>): void => {
    let page = 1;
    if (event.detail > 0) {
      cardRef.current?.querySelectorAll('[data-carousel-page]').forEach((el, i) => {
        const r = el.getBoundingClientRect();
        const isUnder =
          event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
        if (isUnder) page = i + 1;
      });
    }
    zoom?.onOpen(page, event.currentTarget);
  };

  return (
    <>
      <div
        ref={stageRef}
        role="region"
        aria-label={label}
        data-compact={compact || undefined}
        className={`relative flex items-start justify-center overflow-hidden rounded-3xl bg-[radial-gradient(circle_at_1px_1px,rgba(99,102,241,0.12)_1px,transparent_0)] [background-size:18px_18px] bg-gray-50 px-4 ring-1 ring-gray-200/80 dark:bg-gray-900/70 dark:ring-white/10 ${compact ? 'h-[30dvh] min-h-40 py-3' : 'min-h-[20rem] py-8'}`}
      >
        {card ? (
          // alignItems: a stretched inner would take this wrapper's (scaled) height as its own, and
          // each measurement would shrink the card further until it collapsed to a sliver.
          <div
            style={{
              height: fit.height || undefined,
              width: '100%',
              display: 'flex',
              alignItems: 'flex-start',
              justifyContent: 'center',
            }}
          >
            <div
              ref={innerRef}
              role="img"
              aria-label={cardLabel}
              aria-describedby={describedBy}
              data-preview-scale={fit.scale}
              style={{
                flex: 'none',
                transform: fit.scale !== 1 ? `scale(${fit.scale})` : undefined,
                transformOrigin: 'top center',
              }}
              className="drop-shadow-[0_24px_40px_rgba(15,23,42,0.18)] dark:drop-shadow-[0_24px_40px_rgba(0,0,0,0.5)]"
            >
              <div ref={cardRef} inert data-testid="card-preview" data-export-background={background} className="w-max">
                {card}
              </div>
            </div>
          </div>
        ) : (
          <div className="flex min-h-[16rem] w-full flex-col items-center justify-center gap-3 text-center text-sm text-gray-500 dark:text-gray-400">
            {placeholder}
          </div>
        )}
        {card && zoom && (zoom.always || fit.scale < ZOOM_OFFERED_BELOW) && (
          // Over the whole stage, so a tap anywhere on the card opens it; the card stays an image
          // for assistive technology, and this is the button beside it.
          <button
            type="button"
            onClick={handleZoom}
            onPointerEnter={zoom.onIntent}
            onTouchStart={zoom.onIntent}
            onFocus={zoom.onIntent}
            data-card-zoom-open
            className="group absolute inset-0 cursor-zoom-in rounded-3xl focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none focus-visible:ring-inset"
          >
            {compact ? (
              <span className="sr-only">{zoom.label}</span>
            ) : (
              <span className="absolute top-1 right-2 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-gray-800 shadow-md ring-1 ring-gray-200 group-hover:bg-white dark:bg-gray-900/95 dark:text-gray-100 dark:ring-white/15 dark:group-hover:bg-gray-900">
                <ZoomIn aria-hidden className="h-3.5 w-3.5" />
                {zoom.label}
              </span>
            )}
          </button>
        )}
      </div>
      {card && isOverflowing && (
        <div
          data-testid="card-too-long"
          className="mt-3 space-y-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/30"
        >
          <p role="status">{tooLong}</p>
          {tooLongActions && <div className="flex flex-wrap gap-2">{tooLongActions}</div>}
        </div>
      )}
    </>
  );
}
