import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { FitState } from './card-contract';
import { FIT_STEPS, searchFitStep } from './fit-search';

/**
 * Fits a card's text to its canvas: measures the card at text scale 1 (the CSS variable `--fit`
 * its stylesheet multiplies sizes by), and if the card is taller than `limit`, finds the largest
 * scale down to `minScale` (on a grid of FIT_STEPS) at which it is not. If even `minScale` is too
 * tall, the card keeps growing (nothing is ever clipped) and says so with `data-fit="overflow"`,
 * which the maker shows as a warning. Runs before paint on every render and again when web fonts
 * finish loading; each search starts from the previous answer, so typing costs two layouts.
 * @param ref - the card root
 * @param limit - the height the card must not exceed (its ratio height, or its maximum), CSS px
 * @param minScale - the smallest scale the template allows
 */
export function useCardFit(ref: RefObject<HTMLElement | null>, limit: number, minScale: number): void {
  // The previous answer's grid step: where the next search starts.
  const lastStep = useRef<number | undefined>(undefined);
  const fit = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const scaleAt = (step: number): number => minScale + ((1 - minScale) * step) / FIT_STEPS;
    let hidden = false;
    // offsetHeight is layout size: the preview's scale transform does not change it.
    const heightAt = (step: number): number => {
      el.style.setProperty('--fit', String(scaleAt(step)));
      const height = el.offsetHeight;
      // Not laid out (display: none): nothing to measure, so nothing to shrink.
      if (height === 0) hidden = true;
      return hidden ? 0 : height;
    };
    // Measured without the canvas's minimum height, so a card that fits shows how much room it
    // has left (what the search's guesses need); whether it fits is the same either way.
    const minHeight = el.style.minHeight;
    el.style.minHeight = '0px';
    const step = searchFitStep(heightAt, limit, lastStep.current, scaleAt);
    el.style.minHeight = minHeight;
    lastStep.current = hidden ? undefined : step;
    const state: FitState = step === FIT_STEPS || hidden ? 'fits' : step < 0 ? 'overflow' : 'shrunk';
    // Rounded down: a scale that fitted, written the same way each time.
    const scale = state === 'fits' ? 1 : state === 'overflow' ? minScale : Math.floor(scaleAt(step) * 1000) / 1000;
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
