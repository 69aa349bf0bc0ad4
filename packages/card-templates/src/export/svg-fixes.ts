// Corrections to snapdom's SVG (a data: URL) so the PNG lays out its text exactly as the preview.
// Each one was found by issue 14's parity test (export equals preview); see docs/DECISIONS.md.

/**
 * The language the node's text is shaped in: its own or its nearest ancestor's `lang`, else the
 * document's; '' when that is not a plain language tag.
 * @param node - the exported node
 * @returns a BCP 47 tag such as zh-CN, or ''
 */
export function languageOf(node: Element): string {
  const lang = node.closest('[lang]')?.getAttribute('lang')?.trim() ?? node.ownerDocument.documentElement.lang;
  // A language tag is letters, digits and hyphens; anything else is not written into the SVG.
  return /^[A-Za-z0-9-]{1,35}$/.test(lang) ? lang : '';
}

// snapdom's SVG wraps the clone in a container `<div xmlns="http://www.w3.org/1999/xhtml" …>`.
const CONTAINER = encodeURIComponent('<div xmlns="http://www.w3.org/1999/xhtml"');

/**
 * Gives the SVG's content the preview's language. snapdom clones the node, not the ancestor that
 * carries `lang` (the makers set it around the card), and Chromium shapes text by its language:
 * under zh-CN Noto Sans SC draws “——” and “…” as full-width Chinese glyphs and picks its
 * simplified-Chinese forms; with no language it drew the Latin dash and ellipsis (narrower,
 * heavier, dots on the baseline) and other forms of some ideographs, moving whole lines.
 * @param url - snapdom's SVG data URL
 * @param lang - the language tag ('' leaves the URL as it is)
 * @returns the URL with `lang` on the container
 */
export function withLanguage(url: string, lang: string): string {
  const at = url.indexOf(CONTAINER);
  if (!lang || at < 0) return url;
  const end = at + CONTAINER.length;
  return url.slice(0, end) + encodeURIComponent(` lang="${lang}"`) + url.slice(end);
}

// snapdom's sheet serializes as `<style xmlns="http://www.w3.org/1999/xhtml">`.
const STYLE_OPEN = encodeURIComponent('<style xmlns="http://www.w3.org/1999/xhtml">');
const STYLE_CLOSE = encodeURIComponent('</style>');
// A used size snapdom pins on each clone: width, height, their logical names and limits.
const SIZE = /([{;\s](?:min-|max-)?(?:width|height|inline-size|block-size):\s*)(\d+\.\d+)px/g;
// Chromium lays boxes out in 1/64 px (LayoutUnit): every used size is a multiple of it.
const LAYOUT_UNIT = 64;

/**
 * Puts back the exact used sizes in snapdom's style sheets. snapdom pins every clone's width and
 * height from getComputedStyle, which writes at most 6 significant digits: a pill exactly as wide
 * as its content (201.65625px) came out as 201.656px, 1/64 px narrower than its items, and its
 * date wrapped onto a second line in the PNG. Used sizes are multiples of 1/64 px and the written
 * value is within 0.005 px of the true one below 10,000 px, so the nearest 1/64 is the true size.
 * Only snapdom's `<style>` sheet is touched: the card's own text never is.
 * @param url - snapdom's SVG data URL
 * @returns the URL with sizes rounded to the nearest 1/64 px
 */
export function withExactSizes(url: string): string {
  let out = '';
  let from = 0;
  for (let open = url.indexOf(STYLE_OPEN); open >= 0; open = url.indexOf(STYLE_OPEN, from)) {
    const close = url.indexOf(STYLE_CLOSE, open);
    if (close < 0) break;
    const css = decodeURIComponent(url.slice(open + STYLE_OPEN.length, close)).replace(
      SIZE,
      (_, prop: string, value: string) => `${prop}${Math.round(Number(value) * LAYOUT_UNIT) / LAYOUT_UNIT}px`,
    );
    out += url.slice(from, open) + STYLE_OPEN + encodeURIComponent(css);
    from = close;
  }
  return out + url.slice(from);
}
