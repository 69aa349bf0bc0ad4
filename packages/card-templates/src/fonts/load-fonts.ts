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
 * The CJK stylesheets a subtree's text is set in: every family its elements' font stacks name.
 * @param root - a card
 * @returns the stylesheets to load
 */
function sheetsUsedBy(root: Element): Set<() => Promise<unknown>> {
  const sheets = new Set<() => Promise<unknown>>();
  const stacks = new Set<string>();
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) stacks.add(getComputedStyle(el).fontFamily);
  for (const stack of stacks) {
    for (const family of familiesOf(stack)) {
      const sheet = CJK_SHEETS[family];
      if (sheet) sheets.add(sheet);
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
