// Font embedding for the export, done here rather than by snapdom's `embedFonts`.
//
// snapdom 1.9 embeds every @font-face chunk whose unicode-range meets ANY character of the card,
// for every face within 300 of ANY weight used (embedCustomFonts → faceMatchesRequired, "nearWeight
// <= 300"): a CJK card with 400 and 700 text gets both weights of every chunk, ~1.2 MB for 200
// characters. Here each character is resolved the way the browser resolves it (first family in
// the element's stack whose best-matching face covers it, CSS Fonts 4 §5.2 font matching) and only
// those chunks are embedded, each CJK chunk cut down to the characters it draws (hb-subset in a
// worker, fonts/subset-client.ts: 484 KB of whole chunks for 200 Chinese characters in two fonts
// became 132 KB, the faces without Chinese characters embedded whole). Upstream: snapdom README "Fonts"
// (excludeFonts filters by family, domain or subset only, never by weight) and
// https://github.com/zumerlab/snapdom/issues/139 (open: choose what embedFonts embeds). Drop this
// module if snapdom learns per-weight subsetting.

import { characterSet } from './fonts/subset-cache';
import { fontWorkerStarting, subsetFontUrl } from './fonts/subset-client';

/** One @font-face rule of the page (one unicode-range chunk of one weight and style). */
interface FontFace {
  family: string;
  weight: [number, number];
  style: 'normal' | 'italic' | 'oblique';
  ranges: Array<[number, number]>;
  unicodeRange: string;
  src: string;
  /** Its place among the page's @font-face rules: the SVG declares them in the same order. */
  order: number;
}

const GENERIC = new Set([
  'serif',
  'sans-serif',
  'cursive',
  'fantasy',
  'monospace',
  'system-ui',
  'emoji',
  'math',
  'fangsong',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
]);

const EMOJI = /\p{Emoji_Presentation}/u;

const unquote = (s: string): string => s.trim().replace(/^['"]|['"]$/g, '');

/** Splits a font-family list on commas outside quotes. */
function splitFamilies(list: string): string[] {
  return (list.match(/"[^"]*"|'[^']*'|[^,]+/g) ?? []).map(unquote).filter(Boolean);
}

function parseRanges(value: string): Array<[number, number]> {
  if (!value.trim()) return [[0, 0x10ffff]];
  const out: Array<[number, number]> = [];
  for (const part of value.split(',')) {
    const m = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!m) continue;
    const a = m[1]!;
    if (a.includes('?')) out.push([parseInt(a.replace(/\?/g, '0'), 16), parseInt(a.replace(/\?/g, 'f'), 16)]);
    else out.push([parseInt(a, 16), m[2] ? parseInt(m[2], 16) : parseInt(a, 16)]);
  }
  return out;
}

function parseWeight(value: string): [number, number] {
  const nums = value.replace('normal', '400').replace('bold', '700').split(/\s+/).map(Number).filter(Number.isFinite);
  return nums.length === 0 ? [400, 400] : [nums[0]!, nums[1] ?? nums[0]!];
}

/** The first url() of a src descriptor, resolved against its stylesheet. */
function firstUrl(src: string, base: string): string | null {
  const m = /url\(\s*(['"]?)([^'")]+)\1\s*\)/.exec(src);
  if (!m) return null;
  try {
    return new URL(m[2]!, base).href;
  } catch {
    return null;
  }
}

let index: { key: number; byFamily: Map<string, FontFace[]> } | null = null;

/** Every @font-face of the page by lower-cased family, rebuilt when stylesheets come or go. */
function fontIndex(): Map<string, FontFace[]> {
  const key = document.styleSheets.length;
  if (index?.key === key) return index.byFamily;
  const byFamily = new Map<string, FontFace[]>();
  let order = 0;
  const visit = (rules: CSSRuleList, base: string): void => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSImportRule) {
        if (rule.styleSheet) visit(safeRules(rule.styleSheet), rule.styleSheet.href ?? base);
      } else if (rule instanceof CSSFontFaceRule) {
        const s = rule.style;
        const src = firstUrl(s.getPropertyValue('src'), base);
        const family = unquote(s.getPropertyValue('font-family')).toLowerCase();
        if (!src || !family) continue;
        const style = s.getPropertyValue('font-style').trim();
        const unicodeRange = s.getPropertyValue('unicode-range').trim();
        const face: FontFace = {
          family,
          weight: parseWeight(s.getPropertyValue('font-weight').trim() || '400'),
          style: style === 'italic' || style.startsWith('oblique') ? (style.split(' ')[0] as 'italic') : 'normal',
          ranges: parseRanges(unicodeRange),
          unicodeRange,
          src,
          order: order++,
        };
        byFamily.set(family, [...(byFamily.get(family) ?? []), face]);
      } else if ('cssRules' in rule) {
        visit((rule as CSSGroupingRule).cssRules, base);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(safeRules(sheet), sheet.href ?? location.href);
  index = { key, byFamily };
  return byFamily;
}

function safeRules(sheet: CSSStyleSheet): CSSRuleList {
  try {
    return sheet.cssRules;
  } catch {
    // A cross-origin sheet without CORS cannot be read; its fonts cannot be embedded either.
    return [] as unknown as CSSRuleList;
  }
}

/**
 * The faces of a family the browser would pick for a weight and style (CSS Fonts 4 §5.2: style
 * first, then the weight rules for below 400, 400–500 and above 500).
 */
function matchFaces(faces: FontFace[], weight: number, style: string): FontFace[] {
  const order = style === 'normal' ? ['normal', 'oblique', 'italic'] : ['italic', 'oblique', 'normal'];
  const styleKind = order.find((k) => faces.some((f) => f.style === k));
  const pool = faces.filter((f) => f.style === styleKind);
  const exact = pool.filter((f) => f.weight[0] <= weight && weight <= f.weight[1]);
  if (exact.length) return exact;
  const below = pool.filter((f) => f.weight[1] < weight).sort((a, b) => b.weight[1] - a.weight[1]);
  const above = pool.filter((f) => f.weight[0] > weight).sort((a, b) => a.weight[0] - b.weight[0]);
  let best: FontFace | undefined;
  if (weight >= 400 && weight <= 500) {
    best = above.find((f) => f.weight[0] <= 500) ?? below[0] ?? above[0];
  } else if (weight < 400) {
    best = below[0] ?? above[0];
  } else {
    best = above[0] ?? below[0];
  }
  return best ? pool.filter((f) => f.weight[0] === best.weight[0] && f.weight[1] === best.weight[1]) : [];
}

const covers = (face: FontFace, cp: number): boolean => face.ranges.some(([a, b]) => cp >= a && cp <= b);

/** The text an element shows through its ::before / ::after content strings. */
function pseudoText(el: Element): string {
  let text = '';
  for (const pseudo of ['::before', '::after']) {
    const content = getComputedStyle(el, pseudo).content;
    if (content && /^["']/.test(content)) text += content.slice(1, -1);
  }
  return text;
}

/**
 * The @font-face chunks that render the node's text, each with the characters it draws: per text
 * run, its element's font stack, weight and style, and for each character the first family whose
 * matching face covers it.
 * @param root - the exported node
 * @param ignore - a selector for subtrees left out of the export
 * @returns the faces to embed, each with its characters
 */
export function usedFontFaces(root: HTMLElement, ignore: string): Map<FontFace, string> {
  const faces = fontIndex();
  const used = new Map<FontFace, string>();
  const resolve = (el: Element, text: string): void => {
    // Whitespace alone is text too: a title set word by word keeps its spaces in text nodes of
    // their own, and a subset without the space glyph drew them from another face, twice as wide.
    if (!text) return;
    const cs = getComputedStyle(el);
    if (cs.textTransform !== 'none') text += text.toUpperCase() + text.toLowerCase();
    const weight = Number(cs.fontWeight) || 400;
    const families = splitFamilies(cs.fontFamily);
    const picks = families.map((f) => {
      const all = faces.get(f.toLowerCase());
      return all ? matchFaces(all, weight, cs.fontStyle) : GENERIC.has(f.toLowerCase()) ? null : [];
    });
    // The space is resolved for every text, written or not: the line's strut takes its ascent and
    // descent from the first family whose face covers U+0020 (CSS 2 §10.8, "first available font"),
    // so left out (a Chinese title has no space) the PNG set the lines on a fallback face's
    // metrics, a 68 px LXGW WenKai title 6 px lower than the preview (issue 30's poster parity).
    for (const ch of new Set(text + ' ')) {
      const cp = ch.codePointAt(0)!;
      // Emoji are drawn from the system's colour emoji font even where a CJK chunk's unicode-range
      // claims them (Noto Sans SC lists U+1F315 🌕), so their chunk is never needed; embedded, it
      // loaded late inside the SVG image and left the whole line blank in the PNG.
      // The space is resolved too: its width comes from the face that covers it (Noto Sans SC's
      // latin chunk in the preview), and left out it fell to a system font in the PNG, widening
      // every gap (issue 14's parity test).
      if (cp < 0x20 || EMOJI.test(ch)) continue;
      for (const pick of picks) {
        // A generic family ends the search; an unknown family (a system font we do not host) is
        // skipped, as it is on a machine that does not have it installed.
        if (pick === null) break;
        // Of several faces covering a character (Fontsource's Noto chunks overlap its latin
        // file on punctuation such as — and …), the one declared last is used (CSS Fonts 4
        // §4.5), so the PNG draws the same glyph as the preview.
        const face = pick.findLast((f) => covers(f, cp));
        if (face) {
          const chars = used.get(face) ?? '';
          if (!chars.includes(ch)) used.set(face, chars + ch);
          // A face with no unicode-range claims every character (Fontsource's latin-only files
          // declare none), yet the browser falls through to the next family for a glyph the file
          // lacks: Chinese under Lora is drawn by Noto Serif SC. So the search goes on, and the
          // next family that covers the character is embedded too (issue 14's parity test).
          if (face.unicodeRange.trim()) break;
        }
      }
    }
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n instanceof Element && n.matches(ignore) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  resolve(root, pseudoText(root));
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === Node.TEXT_NODE) {
      if (n.parentElement) resolve(n.parentElement, n.nodeValue ?? '');
    } else {
      resolve(n as Element, pseudoText(n as Element));
    }
  }
  return used;
}

// Font files as data URLs, kept for the page's lifetime so a second export (or the warm-up's
// first) never fetches or re-encodes a chunk again.
const dataUrls = new Map<string, Promise<string>>();

function toDataUrl(url: string): Promise<string> {
  let pending = dataUrls.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`font ${res.status}`);
        return res.blob();
      })
      .then(
        (blob) =>
          new Promise<string>((resolve, reject) => {
            const reader = new FileReader();
            reader.onload = () => resolve(String(reader.result));
            reader.onerror = () => reject(reader.error ?? new Error('font read failed'));
            reader.readAsDataURL(blob);
          }),
      );
    // A failed fetch is retried on the next export instead of being remembered.
    pending.catch(() => dataUrls.delete(url));
    dataUrls.set(url, pending);
  }
  return pending;
}

// The last CSS put together: an export of the same card (a second scale, a copy after a
// download, a ZIP's pages) reuses the very same string. An edit asks the font worker only for the
// faces whose characters changed (subset-client.ts keeps the others' subsets).
let lastCss: { key: string; css: Promise<string> } | null = null;

const faceKey = (f: FontFace): string =>
  `${f.family}|${f.weight[0]} ${f.weight[1]}|${f.style}|${f.unicodeRange}|${f.src}`;

// Chromium decides whether a font's CJK punctuation may be trimmed (text-spacing-trim: 。” set
// tight) by probing the font for these characters' glyphs; a subset without them set 。 ” with a
// full gap (the parity sweep, article/blueRose). Each chunk keeps those it has.
const CJK_PUNCTUATION = '\u3000、。，．：；！？“”‘’（）〈〉《》「」『』【】〔〕〖〗［］｛｝・';

/** A face's @font-face rule; `interim` when it embeds a whole chunk only until its subset is made. */
interface Rule {
  css: string;
  interim: boolean;
}

/**
 * Whether an export embeds a chunk cut down to the card's characters rather than whole: every
 * chunk holding Chinese characters, the ones that also hold the ASCII letters among them too
 * (Noto's and WenKai's most common characters: 34-42 KB whole, 3 KB cut down for the export
 * bench's quote). A face without any (a Latin face, a CJK family's Latin chunk: 10-30 KB whole)
 * comes whole: when every face was cut down, the Latin ones were drawn a fraction of a pixel off,
 * beside the preview (blessing, red-bold quote) and between the browser's ZIP and the API's pages
 * (article/interview zh, a gap after "Q1" 4 px wider; issue 29, docs/DECISIONS.md).
 * @param unicodeRange - the @font-face rule's unicode-range (empty: the whole of Unicode)
 * @returns true for a chunk holding CJK Unified Ideographs
 */
export function isCutDown(unicodeRange: string): boolean {
  return !!unicodeRange.trim() && parseRanges(unicodeRange).some(([a, b]) => a <= 0x9fff && b >= 0x4e00);
}

/**
 * A face's rule with only the glyphs of `chars` embedded (subset in the font worker), or the whole
 * chunk where subsetting is unavailable: the PNG is the same either way, only the SVG is bigger.
 * An empty rule when the chunk could not be fetched (it is left out, and asked for next time).
 * Until the worker has compiled hb-subset, a CJK chunk is embedded whole so the export never
 * waits for the wasm (a cold click took 719 ms instead of 403 ms); its subset is asked for
 * meanwhile, so the card's next export finds it made.
 */
function ruleOf(f: FontFace, chars: string): Promise<Rule> {
  const subset = isCutDown(f.unicodeRange) ? subsetFontUrl(f.src, chars + CJK_PUNCTUATION) : null;
  // Asked for now, used by a later export; a failure only means whole chunks again.
  subset?.catch(() => undefined);
  const interim = subset !== null && fontWorkerStarting();
  const data = subset && !interim ? subset.catch(() => toDataUrl(f.src)) : toDataUrl(f.src);
  return data.then(
    (url) => {
      const range = f.unicodeRange ? `unicode-range:${f.unicodeRange};` : '';
      const css = `@font-face{font-family:"${f.family}";src:url(${url});font-weight:${f.weight[0]} ${f.weight[1]};font-style:${f.style};${range}}`;
      return { css, interim };
    },
    () => ({ css: '', interim: true }),
  );
}

/**
 * The @font-face CSS, with data: URLs, for the chunks that render the node's text.
 * @param root - the exported node
 * @param ignore - a selector for subtrees left out of the export
 * @param faces - the node's faces when already resolved (usedFontFaces)
 * @returns CSS text (empty when the card uses no web font)
 */
export async function embeddedFontCss(
  root: HTMLElement,
  ignore: string,
  faces: ReadonlyMap<FontFace, string> = usedFontFaces(root, ignore),
): Promise<string> {
  // In the page's order, not the order the text first used them: where chunks overlap (Noto
  // Sans SC's latin file and a CJK chunk both hold “ ”), Chromium's choice between them depends
  // on the order they are declared in, and a different choice set ”， half a character narrower
  // in the PNG than in the preview (a closing quote before a comma, issue 27's paged sweep).
  const list = Array.from(faces).sort(([a], [b]) => a.order - b.order);
  const key = list.map(([face, chars]) => `${faceKey(face)}\n${characterSet(chars)}`).join('\n');
  if (lastCss?.key !== key) {
    const css: Promise<string> = Promise.all(list.map(([face, chars]) => ruleOf(face, chars))).then((all) => {
      // A CSS that misses a chunk (its fetch failed) or holds whole chunks in place of subsets
      // not made yet is not kept: the next export puts it together again.
      if (all.some((rule) => rule.interim) && lastCss?.css === css) lastCss = null;
      return all.map((rule) => rule.css).join('');
    });
    lastCss = { key, css };
  }
  return lastCss.css;
}
