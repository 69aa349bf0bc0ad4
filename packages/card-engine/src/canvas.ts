/**
 * The fixed canvases a card may be drawn on, as width:height, with the height each gives per
 * unit of width. Xiaohongshu's feed shows 3:4 uncropped; 1:1 and 9:16 are the other sizes
 * creators post (story screens, square grids).
 */
export const CARD_RATIOS = { '3:4': 4 / 3, '1:1': 1, '9:16': 16 / 9 } as const;
export type CardRatio = keyof typeof CARD_RATIOS;

/**
 * The height of a card of a given width on a ratio canvas, rounded to whole CSS pixels so the
 * preview, the export and a 3× PNG agree exactly.
 * @param width - the card width in CSS px
 * @param ratio - the canvas ratio
 * @returns the height in CSS px
 */
export function canvasHeight(width: number, ratio: CardRatio): number {
  return Math.round(width * CARD_RATIOS[ratio]);
}
