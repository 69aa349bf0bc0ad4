// Card colours are computed here rather than with CSS color-mix(): html2canvas (the historical
// baseline in scripts/bench/11-export.mjs) cannot parse color-mix() and throws, and a computed
// rgba() renders the same pixels in every browser and export library.

type Rgb = [number, number, number];

/** Parses #rgb or #rrggbb; anything else reads as black so a bad value never throws. */
function parseHex(hex: string): Rgb {
  const h = hex.trim().replace(/^#/, '');
  const full = h.length === 3 ? Array.from(h, (c) => c + c).join('') : h;
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return [0, 0, 0];
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));

/**
 * A hex colour at the given opacity; equals CSS `color-mix(in srgb, hex p%, transparent)`.
 * @param hex - #rgb or #rrggbb
 * @param alpha - opacity from 0 to 1
 * @returns an rgba() colour
 */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${+clamp01(alpha).toFixed(3)})`;
}

/**
 * Two hex colours mixed in sRGB; equals CSS `color-mix(in srgb, a p%, b)` with p = weight × 100.
 * @param a - #rgb or #rrggbb
 * @param b - #rgb or #rrggbb
 * @param weight - the share of `a`, from 0 to 1
 * @returns an rgb() colour
 */
export function mixHex(a: string, b: string, weight: number): string {
  const w = clamp01(weight);
  const [ca, cb] = [parseHex(a), parseHex(b)];
  const [r, g, bl] = ca.map((v, i) => Math.round(v * w + cb[i]! * (1 - w)));
  return `rgb(${r}, ${g}, ${bl})`;
}
