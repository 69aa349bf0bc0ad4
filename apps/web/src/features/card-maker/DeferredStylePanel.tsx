import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StyleControl } from '@inkcard/card-templates';
import { buttonClass } from '../../components/button-styles';
import { afterFirstPaint } from '@inkcard/card-templates/first-paint';
import type { StylePanel as StylePanelType } from './StylePanel';

// The panel, its fields and their palettes and font lists are a chunk of their own: the card is
// drawn first, and the panel loads when the page is idle or the panel comes near the screen.
// lazy() would lose StylePanel's type parameter; the cast gives it back. lazy() keeps a failed
// load's error, so a retry makes a new one (the browser asks for the chunk again).
const lazyStylePanel = (): typeof StylePanelType =>
  lazy(() => import('./StylePanel').then((m) => ({ default: m.StylePanel }))) as unknown as typeof StylePanelType;

/**
 * Keeps a panel whose code could not be loaded (a dropped connection on a phone) from taking the
 * maker down with it: the card, the text and the export stay, and the panel's place says what
 * happened and offers to try again.
 */
class PanelLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * What the panel's place shows when its code did not arrive.
 * @param props - what the retry button does
 * @returns the notice
 */
function PanelLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-200 dark:ring-amber-400/20"
    >
      <p>{t('makers.shell.stylePanelFailed')}</p>
      <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
        {t('makers.shell.stylePanelRetry')}
      </button>
    </div>
  );
}

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
  const [load, setLoad] = useState(() => ({ Panel: lazyStylePanel(), attempt: 0 }));
  const retry = (): void => setLoad((l) => ({ Panel: lazyStylePanel(), attempt: l.attempt + 1 }));
  if (!isWanted) return placeholder;
  return (
    <PanelLoadBoundary key={load.attempt} fallback={<PanelLoadFailed onRetry={retry} />}>
      <Suspense fallback={placeholder}>
        <load.Panel {...props} />
      </Suspense>
    </PanelLoadBoundary>
  );
}
