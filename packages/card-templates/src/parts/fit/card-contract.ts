// The card-layer contract in one place: the attributes a card's DOM carries so the maker and the
// registry-wide sweep (e2e/specs/cards/card-layer.spec.ts) can check any template without knowing
// it. docs/recipes/add-template.md ("The card-layer contract") explains them.
import type { CardRatio } from '@inkcard/card-engine';

/** A card's canvas: a fixed ratio, or its content's height (up to a maximum). */
export type CardCanvasSpec = CardRatio | 'auto';

/** What the fit found: the text fits at its size, fits once shrunk, or not even at the minimum. */
export type FitState = 'fits' | 'shrunk' | 'overflow';

/** The attributes of the contract, on the card root unless said otherwise. */
export const CARD_ATTR = {
  /** `<kind>/<templateId>`. */
  card: 'data-card',
  /** `3:4`, `1:1`, `9:16` or `auto`. */
  canvas: 'data-canvas',
  /** For `auto` canvases: the tallest the card may be, in CSS px. */
  maxHeight: 'data-max-height',
  /** A FitState, set once the fit has measured the card. */
  fit: 'data-fit',
  /** The text scale the fit chose (1 = the style's sizes). */
  fitScale: 'data-fit-scale',
  /** The smallest scale the template allows. */
  fitMin: 'data-fit-min',
  /**
   * On a card whose short text may grow (a short quote): how much of that growth the fit gave it,
   * 0 to 1 (`--grow`), as far as the canvas has room once everything fits at scale 1.
   */
  fitGrow: 'data-fit-grow',
  /** `ready` once every card font's stylesheet has arrived (fonts/load-fonts.ts). */
  fonts: 'data-card-fonts',
  /** On a decoration: its box is a zone no text may enter. */
  zone: 'data-zone',
} as const;

/**
 * The smallest text scale that keeps a text at or above a legible size.
 * @param basePx - the text's size at scale 1, in CSS px
 * @param minPx - the smallest size the template accepts
 * @returns a scale in (0, 1]
 */
export function minScaleFor(basePx: number, minPx: number): number {
  if (!(basePx > 0)) return 1;
  return Math.min(1, Math.max(0.05, minPx / basePx));
}
