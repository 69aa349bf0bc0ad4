import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import typeset from '../typeset/typeset.module.css';
import type { FitState } from './card-contract';
import { FIT_STEPS, searchFitStep } from './fit-search';

// How many times web fonts have finished loading on this page, counted by a listener added before
// any card's (this module loads first), so a card's own listener reads the count already moved.
let fontLoads = 0;
if (typeof document !== 'undefined' && document.fonts) {
  const count = (): void => {
    fontLoads++;
  };
  document.fonts.addEventListener('loadingdone', count);
  document.fonts.addEventListener('loadingerror', count);
}

/**
 * Fits a card's text to its canvas: measures the card at text scale 1 (the CSS variable `--fit`
 * its stylesheet multiplies sizes by), and if the card is taller than `limit`, finds the largest
 * scale down to `minScale` (on a grid of FIT_STEPS) at which it is not. If even `minScale` is too
 * tall, the card keeps growing (nothing is ever clipped) and says so with `data-fit="overflow"`,
 * which the maker shows as a warning. Display text (a title, a quote, a name) that would have to
 * break inside a clause kept whole, or inside a word, does not fit either: the scale shrinks until
 * its clauses and words fit their lines, and only at the minimum may they break anywhere
 * (`data-fit-measuring` holds that fallback off while measuring). A card whose short text may
 * grow (`grows`: a short quote set larger than the style's size, see parts/short-text.ts) is
 * measured with that growth off (`--grow: 0`); when it fits at scale 1, the growth is then given
 * as far as the canvas has room (`--grow` from 0 to 1, the largest on the same grid that still
 * fits), so a short text grows only into room nothing else needs. Runs before paint on every
 * render and again when web fonts finish loading; each search starts from the previous answer, so
 * typing costs two layouts (three for a card that grows).
 * @param ref - the card root
 * @param limit - the height the card must not exceed (its ratio height, or its maximum), CSS px
 * @param minScale - the smallest scale the template allows
 * @param grows - whether the card's stylesheet lets short text grow with `--grow`
 */
export function useCardFit(ref: RefObject<HTMLElement | null>, limit: number, minScale: number, grows = false): void {
  // The previous answers' grid steps (the scale's and the growth's): where the next searches start.
  const lastStep = useRef<number | undefined>(undefined);
  const lastGrow = useRef<number | undefined>(undefined);
  // The font loads the last fit saw: `loadingdone` and `fonts.ready` report the same loads, and a
  // card mounted after its fonts loaded has nothing new to fit to (each fit is several layouts of
  // the card: 15-30 ms apiece on a phone, issue 29).
  const fittedAt = useRef(-1);
  const fit = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    fittedAt.current = fontLoads;
    const scaleAt = (step: number): number => minScale + ((1 - minScale) * step) / FIT_STEPS;
    let hidden = false;
    let strict = true;
    const display = Array.from(el.querySelectorAll<HTMLElement>(`.${typeset.phrases}`));
    // Display text wider than its box: a word or phrase that would have to break. A clause kept
    // whole that is too wide may break between its phrases instead (`data-loose` on its block).
    // Read from the text's own boxes, not scrollWidth, which rounds away the fraction of a pixel
    // a word may overhang (and would then be broken by).
    // Past the minimum scale (`strict` off), a kept word may break too (`data-break`: at its hyphen).
    const tooWide = (): boolean => {
      let wide = false;
      for (const block of display) {
        block.removeAttribute('data-loose');
        block.removeAttribute('data-break');
        if (!overhangs(block)) continue;
        block.setAttribute('data-loose', '');
        if (!overhangs(block)) continue;
        if (strict) wide = true;
        else block.setAttribute('data-break', '');
      }
      return wide;
    };
    // offsetHeight is layout size: the preview's scale transform does not change it.
    const heightAt = (step: number): number => {
      el.style.setProperty('--fit', String(scaleAt(step)));
      const height = el.offsetHeight;
      // Not laid out (display: none): nothing to measure, so nothing to shrink.
      if (height === 0) hidden = true;
      if (hidden) return 0;
      return strict && display.length > 0 && tooWide() ? height + limit : height;
    };
    // Measured without the canvas's minimum height, so a card that fits shows how much room it
    // has left (what the search's guesses need); whether it fits is the same either way.
    const minHeight = el.style.minHeight;
    el.style.minHeight = '0px';
    if (display.length > 0) el.setAttribute('data-fit-measuring', '');
    if (grows) el.style.setProperty('--grow', '0');
    let step = searchFitStep(heightAt, limit, lastStep.current, scaleAt);
    if (step < 0 && display.length > 0 && !hidden) {
      // Too wide even at the minimum: its words break where they must, and only height counts.
      strict = false;
      step = searchFitStep(heightAt, limit, undefined, scaleAt);
    }
    lastStep.current = hidden ? undefined : step;
    const state: FitState = step === FIT_STEPS || hidden ? 'fits' : step < 0 ? 'overflow' : 'shrunk';
    // Rounded down: a scale that fitted, written the same way each time.
    const scale = state === 'fits' ? 1 : state === 'overflow' ? minScale : Math.floor(scaleAt(step) * 1000) / 1000;
    el.style.setProperty('--fit', String(scale));
    // Short text grows only on a card that fits at full size, into the room left (words whole).
    let grow = 0;
    if (grows && state === 'fits' && !hidden) {
      const heightAtGrow = (k: number): number => {
        el.style.setProperty('--grow', String(k / FIT_STEPS));
        // Unrounded (offsetHeight rounds, and a card grown 0.4 px past its canvas is taller
        // than the canvas it exports at), in layout pixels whatever the preview's scale.
        const box = el.getBoundingClientRect();
        const height = el.offsetWidth > 0 ? (box.height * el.offsetWidth) / box.width : el.offsetHeight;
        return strict && display.length > 0 && tooWide() ? height + limit : height;
      };
      const found = searchFitStep(heightAtGrow, limit, lastGrow.current);
      lastGrow.current = found;
      grow = Math.max(0, found) / FIT_STEPS;
    }
    if (grows) {
      el.style.setProperty('--grow', String(grow));
      el.setAttribute('data-fit-grow', String(grow));
    } else {
      el.style.removeProperty('--grow');
      el.removeAttribute('data-fit-grow');
    }
    el.style.minHeight = minHeight;
    // Which clauses are loosened at the scale chosen, then the fallback back on.
    if (display.length > 0) tooWide();
    el.removeAttribute('data-fit-measuring');
    el.setAttribute('data-fit', state);
    el.setAttribute('data-fit-scale', String(scale));
  }, [ref, limit, minScale, grows]);

  useLayoutEffect(() => {
    fit();
  });

  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let alive = true;
    const again = (): void => {
      if (alive && fittedAt.current !== fontLoads) fit();
    };
    fonts.addEventListener('loadingdone', again);
    void fonts.ready.then(again);
    return () => {
      alive = false;
      fonts.removeEventListener('loadingdone', again);
    };
  }, [fit]);
}

/**
 * Whether a block's text reaches past its content box (a line wider than the block), or the block
 * past its parent's (a block as wide as its longest word, in a column narrower than that word).
 * @param block - a block of text
 * @returns true when either overhangs by more than a hundredth of a pixel
 */
function overhangs(block: HTMLElement): boolean {
  const range = document.createRange();
  range.selectNodeContents(block);
  const text = range.getBoundingClientRect();
  if (text.width === 0) return false;
  const past = (inner: DOMRect, outer: HTMLElement): boolean => {
    const box = outer.getBoundingClientRect();
    const css = getComputedStyle(outer);
    // Rects are in the viewport's pixels, after the preview's scale transform (a phone shows the
    // card at 0.4-0.9); padding and borders are the card's own CSS pixels. Unscaled, a block as
    // wide as a padded parent's content box read as overhanging it on every scaled preview, so
    // its text was allowed to break inside words, unlike the same card rendered at full size.
    const scale = outer.offsetWidth > 0 ? box.width / outer.offsetWidth : 1;
    const left = box.left + (parseFloat(css.borderLeftWidth) + parseFloat(css.paddingLeft)) * scale;
    const right = box.right - (parseFloat(css.borderRightWidth) + parseFloat(css.paddingRight)) * scale;
    return inner.left < left - 0.01 || inner.right > right + 0.01;
  };
  return (
    past(text, block) || (block.parentElement !== null && past(block.getBoundingClientRect(), block.parentElement))
  );
}
