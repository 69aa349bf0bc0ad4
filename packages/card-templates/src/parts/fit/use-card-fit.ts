import { useCallback, useEffect, useLayoutEffect, type RefObject } from 'react';
import type { FitState } from './card-contract';

/** Binary-search steps: (1 - minScale) / 2^7 is finer than a pixel of type. */
const STEPS = 7;

/**
 * Fits a card's text to its canvas: measures the card at text scale 1 (the CSS variable `--fit`
 * its stylesheet multiplies sizes by), and if the card is taller than `limit`, finds the largest
 * scale down to `minScale` at which it is not. If even `minScale` is too tall, the card keeps
 * growing (nothing is ever clipped) and says so with `data-fit="overflow"`, which the maker shows
 * as a warning. Runs before paint on every render and again when web fonts finish loading.
 * @param ref - the card root
 * @param limit - the height the card must not exceed (its ratio height, or its maximum), CSS px
 * @param minScale - the smallest scale the template allows
 */
export function useCardFit(ref: RefObject<HTMLElement | null>, limit: number, minScale: number): void {
  const fit = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    // offsetHeight is layout size: the preview's scale transform does not change it.
    const tooTall = (scale: number): boolean => {
      el.style.setProperty('--fit', String(scale));
      return el.offsetHeight > limit;
    };
    let state: FitState = 'fits';
    let scale = 1;
    if (el.offsetHeight > 0 && tooTall(1)) {
      if (tooTall(minScale)) {
        state = 'overflow';
        scale = minScale;
      } else {
        let fitting = minScale;
        let over = 1;
        for (let i = 0; i < STEPS; i++) {
          const mid = (fitting + over) / 2;
          if (tooTall(mid)) over = mid;
          else fitting = mid;
        }
        state = 'shrunk';
        // Rounded down: a scale that fitted, written the same way each time.
        scale = Math.floor(fitting * 1000) / 1000;
      }
    }
    el.style.setProperty('--fit', String(scale));
    el.setAttribute('data-fit', state);
    el.setAttribute('data-fit-scale', String(scale));
  }, [ref, limit, minScale]);

  useLayoutEffect(() => {
    fit();
  });

  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let alive = true;
    const again = (): void => {
      if (alive) fit();
    };
    fonts.addEventListener('loadingdone', again);
    void fonts.ready.then(again);
    return () => {
      alive = false;
      fonts.removeEventListener('loadingdone', again);
    };
  }, [fit]);
}
