import { CARD_RATIOS, EXPORT_SCALES, canvasHeight, type CardRatio, type ExportScale } from '@inkcard/card-engine';

// The scales the export bar offers (issue 14: 1× to 4×) are part of the card state.
export { EXPORT_SCALES };
export type { ExportScale };

/** A size preset's width in pixels at the kind's spec scale: 3:4 is 1080 × 1440, 9:16 1080 × 1920. */
export const PRESET_WIDTH_PX = 1080;

/** Whether a style's `canvas` value is a fixed ratio (a size preset) rather than `auto`. */
export function isPreset(canvas: unknown): canvas is CardRatio {
  return typeof canvas === 'string' && Object.hasOwn(CARD_RATIOS, canvas);
}

/**
 * The PNG's size in pixels. `auto` (no preset): the card's CSS size times the scale. A preset:
 * always exactly its pixels, 1080 px wide at the kind's spec scale (so 3:4 is 1080 × 1440 at the
 * default scale, and 1440 × 1920 at 4× for a kind whose spec scale is 3), the height from the
 * ratio, even when the text made the card grow past it (issue 30: never 1080 × 1450); such a card
 * is not exported at all (see `overflowsPreset` and DECISIONS: "a chosen size is exported exactly").
 * @param card - the card's CSS width and height
 * @param canvas - the style's canvas (a ratio or 'auto'), if the template has one
 * @param scale - the chosen scale
 * @param specScale - the kind's scale in the spec (§9)
 * @returns the width and height in pixels
 */
export function exportPixelSize(
  card: { width: number; height: number },
  canvas: unknown,
  scale: number,
  specScale: number,
): { width: number; height: number } {
  if (!isPreset(canvas) || card.width <= 0) {
    return { width: Math.round(card.width * scale), height: Math.round(card.height * scale) };
  }
  const width = Math.round((PRESET_WIDTH_PX * scale) / specScale);
  return { width, height: Math.round(width * CARD_RATIOS[canvas]) };
}

/**
 * Whether a card has grown past its size preset: its text does not fit even at the template's
 * smallest type, so exporting the preset's exact pixels would cut it off.
 * @param card - the card's CSS width and height
 * @param canvas - the style's canvas
 * @returns true when a preset is chosen and the card is taller than it (a pixel of rounding allowed)
 */
export function overflowsPreset(card: { width: number; height: number }, canvas: unknown): boolean {
  return isPreset(canvas) && card.width > 0 && card.height > canvasHeight(card.width, canvas) + 1;
}

/**
 * The PNG's size where nobody can choose a taller size (the render API, batches, the CLI, the
 * MCP server, /render): a preset's exact pixels while the card fits it; a card whose text outgrew
 * its preset keeps its grown height at the preset's width, never cut off, and the render reports
 * it as overflowing (DECISIONS: "a chosen size is exported exactly").
 * @param card - the card's CSS width and height
 * @param canvas - the style's canvas (a ratio or 'auto'), if the template has one
 * @param scale - the chosen scale
 * @param specScale - the kind's scale in the spec (§9)
 * @returns the width and height in pixels
 */
export function renderPixelSize(
  card: { width: number; height: number },
  canvas: unknown,
  scale: number,
  specScale: number,
): { width: number; height: number } {
  const exact = exportPixelSize(card, canvas, scale, specScale);
  if (!overflowsPreset(card, canvas)) return exact;
  return { width: exact.width, height: Math.round((exact.width * card.height) / card.width) };
}

/**
 * The size the too-much-text warning offers instead of an overflowing preset: the shortest
 * offered preset at least as tall as the card has grown (at its smallest type the text fits
 * there), else `auto` when the template offers it (as tall as the text), else none.
 * @param card - the card's CSS width and height (grown past its canvas)
 * @param offered - the canvases the template offers, in its order
 * @returns the canvas to switch to, or null when no offered size holds the text
 */
export function tallerSizeThatFits(
  card: { width: number; height: number },
  offered: readonly string[],
): CardRatio | 'auto' | null {
  if (card.width <= 0) return null;
  const fitting = offered
    .filter(isPreset)
    .filter((r) => canvasHeight(card.width, r) + 1 >= card.height)
    .sort((a, b) => CARD_RATIOS[a] - CARD_RATIOS[b]);
  return fitting[0] ?? (offered.includes('auto') ? 'auto' : null);
}

/**
 * The storage key of the scale a visitor last chose for a kind.
 * @param kind - the kind id
 * @returns the localStorage key
 */
export const scaleStorageKey = (kind: string): string => `exportScale.${kind}`;

/**
 * The remembered scale for a kind, or its spec scale.
 * @param raw - the stored value (or null)
 * @param specScale - the kind's spec scale
 * @returns a scale the bar offers
 */
export function readScale(raw: string | null, specScale: number): ExportScale {
  const n = Number(raw);
  return (EXPORT_SCALES as readonly number[]).includes(n) ? (n as ExportScale) : (specScale as ExportScale);
}
