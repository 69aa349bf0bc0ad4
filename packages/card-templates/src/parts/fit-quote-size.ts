/**
 * The quote's font size: the highlight size for short quotes (the spec advises under 50
 * characters), easing towards the body size as the quote grows so long texts stay readable.
 * @param text - the quote
 * @param highlightRem - highlight size in rem
 * @param bodyRem - body size in rem
 * @returns a size in rem
 */
export function fitQuoteSize(text: string, highlightRem: number, bodyRem: number): number {
  const length = Array.from(text).length;
  if (length <= 40) return highlightRem;
  if (length >= 240) return Math.min(bodyRem, highlightRem);
  const t = (length - 40) / 200;
  return +(highlightRem + (Math.min(bodyRem, highlightRem) - highlightRem) * t).toFixed(3);
}
