import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { StyleControl } from '@inkcard/card-templates';
import { afterFirstPaint } from '@inkcard/card-templates/first-paint';
import type { StylePanel as StylePanelType } from './StylePanel';

// The panel, its fields and their palettes and font lists are a chunk of their own: the card is
// drawn first, and the panel loads when the page is idle or the panel comes near the screen.
// lazy() would lose StylePanel's type parameter; the cast gives it back.
const StylePanel = lazy(() =>
  import('./StylePanel').then((m) => ({ default: m.StylePanel })),
) as unknown as typeof StylePanelType;

/**
 * Becomes true once the element is within a screen of the viewport or the browser is idle after
 * the first paint, whichever comes first; never false again.
 * @param ref - the placeholder element
 * @returns whether to mount what the placeholder stands for
 */
function useWanted(ref: React.RefObject<HTMLElement | null>): boolean {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    if (isWanted) return;
    const el = ref.current;
    let alive = true;
    // Never before the page's first paint, even when the panel is on screen: the card comes first.
    const want = (): void => {
      void afterFirstPaint().then(() => alive && setWanted(true));
    };
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    // After the card's first paint: a frame, then the browser's next idle period.
    let idleId = 0;
    const frame = requestAnimationFrame(() => {
      idleId = idle(want, { timeout: 4000 });
    });
    const observer =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: '100% 0px',
          })
        : null;
    if (el) observer?.observe(el);
    return () => {
      alive = false;
      cancelAnimationFrame(frame);
      cancelIdle(idleId);
      observer?.disconnect();
    };
  }, [ref, isWanted]);
  return isWanted;
}

/**
 * The style panel, mounted after the card: a placeholder of about its height until then, so
 * nothing below it moves when it arrives.
 * @param props - the controls, the style and onChange (see StylePanel)
 * @returns the panel or its placeholder
 */
export function DeferredStylePanel<S extends object>(props: {
  controls: readonly StyleControl<S>[];
  style: S;
  onChange: (next: S) => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const isWanted = useWanted(ref);
  // Roughly the panel's height: a heading and a field per control.
  const placeholder = (
    <div
      ref={ref}
      aria-hidden
      data-testid="style-panel-loading"
      style={{ minHeight: `${Math.min(40, 4 + props.controls.length * 4.5)}rem` }}
    />
  );
  if (!isWanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <StylePanel {...props} />
    </Suspense>
  );
}
