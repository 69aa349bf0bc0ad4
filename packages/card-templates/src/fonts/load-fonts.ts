/**
 * The card fonts' stylesheets, self-hosted (no CDN), one per CJK family plus one for every Latin
 * face. A CJK family carries ~100 @font-face rules per weight (its package splits it by
 * unicode-range, so a card downloads, and the export embeds, only the chunks covering the
 * characters it shows); all of them together are 800 KB of CSS, one long task to parse on a slow
 * phone. So cards load them after their first paint, and only the families their text is set in
 * (issue 19). LXGW WenKai comes from lxgw-wenkai-webfont (split), never @fontsource/lxgw-wenkai
 * (one 8.8 MB file).
 */
const LATIN_SHEET = (): Promise<unknown> => import('./faces/latin.css');

/** CJK family (lower case, as CSS names it) → its stylesheet. */
const CJK_SHEETS: Readonly<Record<string, () => Promise<unknown>>> = {
  'noto sans sc': () => import('./faces/noto-sans-sc.css'),
  'noto serif sc': () => import('./faces/noto-serif-sc.css'),
  'lxgw wenkai': () => import('./faces/lxgw-wenkai.css'),
  'zcool kuaile': () => import('./faces/zcool-kuaile.css'),
  'zcool qingke huangyou': () => import('./faces/zcool-qingke.css'),
  'ma shan zheng': () => import('./faces/ma-shan-zheng.css'),
};

/** Each stylesheet's load, started once per page. */
const started = new Map<() => Promise<unknown>, Promise<void>>();
/** The stylesheets that have arrived or failed. */
const settled = new Set<() => Promise<unknown>>();
const SHEET_COUNT = Object.keys(CJK_SHEETS).length + 1;

/**
 * Starts (once) and awaits one stylesheet. One that fails to arrive leaves its family to the
 * stack's next face, as a font file that fails to download does, so this never rejects.
 * @param sheet - the stylesheet's import
 * @returns settles when it has arrived or failed
 */
function loadSheet(sheet: () => Promise<unknown>): Promise<void> {
  let loading = started.get(sheet);
  if (!loading) {
    loading = sheet().then(
      () => void settled.add(sheet),
      () => void settled.add(sheet),
    );
    started.set(sheet, loading);
  }
  return loading;
}

/**
 * The families named by a CSS font-family value, lower case and unquoted.
 * @param stack - e.g. `'Playfair Display', 'Noto Serif SC', serif`
 * @returns e.g. ["playfair display", "noto serif sc", "serif"]
 */
export function familiesOf(stack: string): string[] {
  return stack.split(',').map((f) =>
    f
      .trim()
      .replace(/^["']|["']$/g, '')
      .toLowerCase(),
  );
}

/**
 * Families that draw Latin text without a CJK stylesheet: the Latin faces of latin.css (a test
 * holds this list to its imports). CSS's generic families do too (GENERIC_FAMILIES).
 */
export const LATIN_FAMILIES: ReadonlySet<string> = new Set([
  'alex brush',
  'allura',
  'caveat',
  'comic neue',
  'cousine',
  'crimson pro',
  'dancing script',
  'eb garamond',
  'fira code',
  'gelasio',
  'great vibes',
  'homemade apple',
  'kaushan script',
  'lora',
  'merriweather',
  'pacifico',
  'parisienne',
  'playfair display',
  'roboto',
  'sacramento',
  'satisfy',
  'source serif 4',
  'tinos',
  'inter variable',
]);
const GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui']);

/** Han, kana, CJK symbols and punctuation, full-width forms: what only a CJK face draws. */
const CJK_RANGES =
  '\\u2e80-\\u2fdf\\u3000-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff\\ufe30-\\ufe4f\\uff00-\\uffef\\u{20000}-\\u{2fa1f}';
const CJK_CHAR = new RegExp(`[${CJK_RANGES}]`, 'u');
/** Any other visible character. */
const OTHER_CHAR = new RegExp(`[^\\s${CJK_RANGES}]`, 'u');

/**
 * The CJK families a font stack draws text with, as the browser walks it: Chinese in the first
 * CJK family it names; other characters in the first family that is sure to draw them, which is a
 * CJK family only when no Latin face or generic family comes before it (a system face such as
 * PingFang SC may be missing, so the walk goes on past it).
 * @param stack - a computed font-family value
 * @param cjk - whether the text has CJK characters
 * @param other - whether it has any other visible character
 * @returns the CJK families (lower case) whose stylesheets the text needs
 */
export function cjkFamiliesFor(stack: string, cjk: boolean, other: boolean): string[] {
  const families = familiesOf(stack);
  const needed = new Set<string>();
  if (cjk) {
    const first = families.find((family) => family in CJK_SHEETS);
    if (first) needed.add(first);
  }
  if (other) {
    for (const family of families) {
      if (family in CJK_SHEETS) {
        needed.add(family);
        break;
      }
      if (LATIN_FAMILIES.has(family) || GENERIC_FAMILIES.has(family)) break;
    }
  }
  return [...needed];
}

/**
 * The CJK stylesheets a subtree's text is set in: for each element with text of its own, the
 * families its font stack draws that text with. An English card set in a Latin face needs none.
 * @param root - a card
 * @returns the stylesheets to load
 */
function sheetsUsedBy(root: Element): Set<() => Promise<unknown>> {
  const sheets = new Set<() => Promise<unknown>>();
  const seen = new Set<string>();
  const add = (text: string, stack: string): void => {
    const cjk = CJK_CHAR.test(text);
    const other = OTHER_CHAR.test(text);
    if (!cjk && !other) return;
    const key = `${cjk ? 1 : 0}${other ? 1 : 0}${stack}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const family of cjkFamiliesFor(stack, cjk, other)) sheets.add(CJK_SHEETS[family]!);
  };
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    const style = getComputedStyle(el);
    let text = '';
    for (const node of Array.from(el.childNodes)) if (node.nodeType === Node.TEXT_NODE) text += node.nodeValue;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) text += el.value;
    // A list item's marker is drawn in the item's font.
    if (style.display === 'list-item') text += '1';
    add(text, style.fontFamily);
    // Generated content (a ◆ or · drawn by an empty element) is drawn in its pseudo-element's
    // font. An element with content of its own is read by its text: a card has thousands of
    // phrase spans, and this walk runs after every render.
    if (el.childNodes.length > 0) continue;
    for (const pseudo of ['::before', '::after']) {
      const generated = getComputedStyle(el, pseudo);
      if (generated.content.startsWith('"')) add(generated.content.slice(1, -1), generated.fontFamily);
    }
  }
  return sheets;
}

/**
 * Loads the @font-face rules of the card fonts: the Latin faces and the CJK families `root`'s text
 * uses, or every family when no root is given (a font list about to draw each option in its own
 * font). Each stylesheet is fetched once per page; later calls share it.
 * @param root - the card whose fonts are needed; omitted for all of them
 * @returns settles when those stylesheets have arrived (or failed: the stack then falls back)
 */
export function loadCardFonts(root?: Element): Promise<void> {
  // Cards call this after every render: once every stylesheet is in, there is nothing to look for.
  if (settled.size === SHEET_COUNT) return Promise.resolve();
  const sheets = root ? sheetsUsedBy(root) : new Set(Object.values(CJK_SHEETS));
  return Promise.all([LATIN_SHEET, ...sheets].map(loadSheet)).then(() => undefined);
}
