import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { warmUpExport } from '@inkcard/card-templates/export';

/**
 * The preview stage: the card on a soft backdrop, scaled down to fit narrow screens (and up to
 * `displayWidth` when the template asks for a wider preview than its layout); `cardRef` receives
 * the wrapper whose only child is the card, which is what gets exported, unscaled. The card is
 * shown as an image named `cardLabel` and described by the element `describedBy` (its alt text);
 * its live markup is inert: neither focusable nor read a second time.
 * @param props - the card (or null for the placeholder), the placeholder, the ref, the display
 *   width, the image's name and the id of its description
 * @returns the stage
 */
export function CardPreview({
  card,
  placeholder,
  cardRef,
  label,
  displayWidth,
  cardLabel,
  describedBy,
}: {
  card: ReactNode | null;
  placeholder: ReactNode;
  cardRef: Ref<HTMLDivElement>;
  label: string;
  /** The width to show the card at when there is room (CardTemplate.previewWidth). */
  displayWidth?: number;
  /** The card image's accessible name (kind and template). */
  cardLabel?: string;
  /** The id of the card's alt text. */
  describedBy?: string;
}) {
  const stageRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState({ scale: 1, height: 0 });

  useLayoutEffect(() => {
    const stage = stageRef.current;
    const inner = innerRef.current;
    if (!stage || !inner) return;
    const measure = (): void => {
      const available = stage.clientWidth - 32;
      const width = inner.offsetWidth;
      const wanted = displayWidth && width > 0 ? displayWidth / width : 1;
      const scale = width > 0 ? Math.min(wanted, available / width) : 1;
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

  // Warm the export up once per page, when the card's fonts are in and the browser is idle, so the
  // first download does not pay for loading the library and fetching font chunks (issue 5 budget).
  const hasCard = card !== null;
  useEffect(() => {
    if (!hasCard) return;
    let cancelled = false;
    let idle = 0;
    const idleCallback = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    void document.fonts.ready.then(() => {
      if (cancelled) return;
      idle = idleCallback(
        () => {
          const node = innerRef.current?.querySelector<HTMLElement>('[data-card]');
          if (!cancelled && node) void warmUpExport(node);
        },
        { timeout: 2000 },
      );
    });
    return () => {
      cancelled = true;
      cancelIdle(idle);
    };
  }, [hasCard]);

  return (
    <div
      ref={stageRef}
      role="region"
      aria-label={label}
      className="relative flex min-h-[20rem] items-start justify-center overflow-hidden rounded-3xl bg-[radial-gradient(circle_at_1px_1px,rgba(99,102,241,0.12)_1px,transparent_0)] [background-size:18px_18px] bg-gray-50 px-4 py-8 ring-1 ring-gray-200/80 dark:bg-gray-900/70 dark:ring-white/10"
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
            <div ref={cardRef} inert data-testid="card-preview" className="w-max">
              {card}
            </div>
          </div>
        </div>
      ) : (
        <div className="flex min-h-[16rem] w-full flex-col items-center justify-center gap-3 text-center text-sm text-gray-500 dark:text-gray-400">
          {placeholder}
        </div>
      )}
    </div>
  );
}
