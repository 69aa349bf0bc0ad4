import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardZoomViewer } from './CardZoomViewer';
import { loadOnce } from './load-once';
import type { MakerNotice } from './MakerBanner';

// The viewer (its dialog, the zoom surface and their gestures) is a chunk of its own, fetched on
// the first sign someone means to open it (a touch on, a pointer over or focus on the preview).
const loadViewer = loadOnce(() => import('./CardZoomViewer'));

/** The mark of the history entry pushed while the viewer is open: Back pops it and closes the viewer. */
const HISTORY_MARK = 'inkcardCardZoom';

const isMarked = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[HISTORY_MARK] === true;

/** The full-size viewer's state on a maker page. */
export interface CardZoom {
  /** While open: the viewer's component and the page (1-based) it opened on. */
  view: { Viewer: typeof CardZoomViewer; page: number } | null;
  /** Opens the viewer on a page (1 for a single card), returning focus to `from` when it closes. */
  show: (page: number, from: HTMLElement | null) => void;
  /** Closes it: goes back over the entry it pushed, so the history is as before. */
  close: () => void;
  /** Starts loading the viewer's code. */
  prepare: () => void;
}

/**
 * The open state of the maker's full-size viewer, kept in the browser history: opening pushes an
 * entry (same address, a mark in its state), so the phone's Back button closes the viewer instead
 * of leaving the maker; closing by the button or Escape goes back over that entry. React Router
 * sees the pop as a navigation to the same location and changes nothing.
 * @param notify - shows the maker's notice (the viewer's code could not be loaded)
 * @returns the viewer's state and actions
 */
export function useCardZoom(notify: (notice: MakerNotice) => void): CardZoom {
  const { t } = useTranslation();
  const [view, setView] = useState<CardZoom['view']>(null);
  const isOpening = useRef(false);

  const show = useCallback(
    (page: number, from: HTMLElement | null) => {
      if (isOpening.current || isMarked(history.state)) return;
      isOpening.current = true;
      loadViewer().then(
        ({ CardZoomViewer: Viewer }) => {
          isOpening.current = false;
          history.pushState({ ...(history.state as object | null), [HISTORY_MARK]: true }, '');
          // The viewer gives focus back to what had it when it opened: the button, even where a
          // tap does not focus it (Safari).
          from?.focus({ preventScroll: true });
          setView({ Viewer, page });
        },
        () => {
          isOpening.current = false;
          notify({ tone: 'error', message: t('makers.zoom.loadFailed'), durationMs: 6000 });
        },
      );
    },
    [notify, t],
  );

  const close = useCallback(() => {
    if (isMarked(history.state)) history.back();
    else setView(null);
  }, []);

  useEffect(() => {
    if (!view) return;
    const handlePop = (): void => {
      if (!isMarked(history.state)) setView(null);
    };
    window.addEventListener('popstate', handlePop);
    return () => window.removeEventListener('popstate', handlePop);
  }, [view]);

  // An entry still marked when the maker starts (reloaded with the viewer open) has no viewer:
  // unmark it, so the next Back does what it says.
  useEffect(() => {
    if (!isMarked(history.state)) return;
    const rest: Record<string, unknown> = { ...(history.state as Record<string, unknown>) };
    delete rest[HISTORY_MARK];
    history.replaceState(rest, '');
  }, []);

  const prepare = useCallback(() => void loadViewer().catch(() => undefined), []);
  return { view, show, close, prepare };
}
