// The measuring layer: reads the blocks a carousel has rendered (hidden, at the page's content
// width, fonts loaded) into the heights paginate() works on. Tested in Chromium by
// e2e/specs/makers/note-carousel.spec.ts; paginate itself is pure.
import { sentenceStarts, type MeasuredBlock, type MeasuredLine } from './paginate';

/** The scale between the layout and the screen (the preview may be scaled down to fit). */
function screenScale(el: HTMLElement): number {
  const h = el.offsetHeight;
  return h > 0 ? el.getBoundingClientRect().height / h || 1 : 1;
}

/**
 * The characters of a text element, across the text nodes and breaks the card layer's Typeset
 * draws (spans for kept runs, `<wbr>`, `<br>` as one '\n'): offsets here are offsets into the
 * block's text.
 */
interface TextIndex {
  nodes: (Text | HTMLBRElement)[];
  /** The offset of each node's first character. */
  starts: number[];
  text: string;
}

function indexText(root: HTMLElement): TextIndex {
  const index: TextIndex = { nodes: [], starts: [], text: '' };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n instanceof Text ? n.length === 0 : !(n instanceof HTMLBRElement)) continue;
    index.nodes.push(n as Text | HTMLBRElement);
    index.starts.push(index.text.length);
    index.text += n instanceof Text ? n.data : '\n';
  }
  return index;
}

/** The top of the line box holding the character at `offset`, or NaN when it draws nothing. */
function charTop(range: Range, index: TextIndex, offset: number): number {
  // The last node starting at or before the offset.
  let lo = 0;
  let hi = index.nodes.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (index.starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  const node = index.nodes[lo];
  if (!node) return Number.NaN;
  if (node instanceof Text) {
    const at = offset - index.starts[lo]!;
    range.setStart(node, at);
    range.setEnd(node, Math.min(at + 1, node.length));
  } else range.selectNode(node);
  const rect = range.getClientRects()[0];
  return rect ? rect.top : Number.NaN;
}

/**
 * The line boxes of a text element: each line's first character (binary search over character
 * tops, so a 5,000-character text takes a few hundred range reads) and its height. Heights add
 * up to `textHeight`, so a fragment of lines i..j is exactly as tall as the whole text's lines.
 * @param root - the element holding the text (its text nodes, kept-run spans and breaks)
 * @param textHeight - the height of the element holding it, in layout px
 * @param scale - screen px per layout px
 * @param offsetBase - added to every offset (a re-flowed tail starts inside the full text)
 * @returns the lines
 */
export function measureLines(root: HTMLElement, textHeight: number, scale: number, offsetBase = 0): MeasuredLine[] {
  const index = indexText(root);
  const range = document.createRange();
  range.selectNodeContents(root);
  const tops = Array.from(range.getClientRects())
    .filter((r) => r.height > 0)
    .map((r) => r.top)
    .sort((a, b) => a - b)
    .filter((t, i, all) => i === 0 || t - all[i - 1]! > 1);
  if (tops.length === 0) return [{ start: offsetBase, height: textHeight }];
  const starts = [0];
  let lo = 0;
  for (let line = 1; line < tops.length; line++) {
    let hi = index.text.length;
    const target = tops[line]! - 1;
    // The first character whose top reaches this line; characters without boxes count as after.
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const top = charTop(range, index, mid);
      if (Number.isNaN(top) || top >= target) hi = mid;
      else lo = mid + 1;
    }
    starts.push(lo);
  }
  const first = tops[0]!;
  const bounds = tops.map((t) => (t - first) / scale);
  bounds.push(textHeight);
  return starts.map((start, i) => ({
    start: start + offsetBase,
    height: Math.max(0, bounds[i + 1]! - bounds[i]!),
  }));
}

/**
 * Removes a text element's first `count` characters in place, keeping its runs' spans: what is
 * left is drawn exactly as a page draws the slice that starts there.
 */
function dropLeading(root: HTMLElement, count: number): void {
  const { nodes } = indexText(root);
  let left = count;
  for (const node of nodes) {
    if (left <= 0) break;
    if (node instanceof Text) {
      const k = Math.min(left, node.length);
      node.deleteData(0, k);
      left -= k;
    } else {
      node.remove();
      left -= 1;
    }
  }
}

/** The element's height in layout px, unrounded. */
const heightOf = (el: HTMLElement, scale: number): number => el.getBoundingClientRect().height / scale;

/**
 * Measures every `[data-block-index]` child of a carousel body, as rendered at the page's width.
 * @param body - the measurer's body element
 * @returns one measured block per child, in order
 */
export function measureBlocks(body: HTMLElement): MeasuredBlock[] {
  const scale = screenScale(body);
  const out: MeasuredBlock[] = [];
  for (const el of Array.from(body.querySelectorAll<HTMLElement>(':scope > [data-block-index]'))) {
    const type = el.dataset.block;
    const cs = getComputedStyle(el);
    const spaceBefore = parseFloat(cs.marginTop) || 0;
    if (type === 'break') {
      out.push({ kind: 'break', height: 0, spaceBefore: 0 });
      continue;
    }
    const height = heightOf(el, scale);
    if (type === 'heading') {
      out.push({ kind: 'heading', height, spaceBefore, level: Number(el.dataset.level) || 2 });
      continue;
    }
    if (type !== 'paragraph' && type !== 'listItem') {
      out.push({ kind: 'atomic', height, spaceBefore });
      continue;
    }
    const span = el.querySelector<HTMLElement>('[data-text]');
    const inset =
      (parseFloat(cs.paddingTop) || 0) +
      (parseFloat(cs.paddingBottom) || 0) +
      (parseFloat(cs.borderTopWidth) || 0) +
      (parseFloat(cs.borderBottomWidth) || 0);
    const text = span ? indexText(span).text : '';
    const isListStart =
      type === 'listItem' &&
      (el.previousElementSibling as HTMLElement | null)?.dataset.block !== 'listItem' &&
      (el.nextElementSibling as HTMLElement | null)?.dataset.block === 'listItem';
    out.push({
      kind: 'text',
      keepWithNext: isListStart,
      keepWhole: type === 'listItem',
      height,
      spaceBefore,
      inset,
      length: text.length,
      sentenceStarts: sentenceStarts(text),
      lines: span ? measureLines(span, height - inset, scale) : [{ start: 0, height: height - inset }],
    });
  }
  return out;
}

/**
 * Lays a text block out again from an offset, in a scratch copy beside it, and measures the lines.
 * @param body - the measurer's body element
 * @param index - the block's index
 * @param from - the offset the re-flowed text starts at
 * @returns its lines, offsets into the whole text
 */
export function relayoutBlock(body: HTMLElement, index: number, from: number): MeasuredLine[] {
  const el = body.querySelector<HTMLElement>(`:scope > [data-block-index="${index}"]`);
  const span = el?.querySelector<HTMLElement>('[data-text]');
  if (!el || !span) return [];
  const scale = screenScale(body);
  const copy = el.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-block-index');
  copy.removeAttribute('data-gap');
  const marker = copy.querySelector('[aria-hidden]');
  if (marker && copy.dataset.block === 'listItem') marker.textContent = '';
  const copySpan = copy.querySelector<HTMLElement>('[data-text]')!;
  dropLeading(copySpan, from);
  body.append(copy);
  try {
    const cs = getComputedStyle(copy);
    const inset =
      (parseFloat(cs.paddingTop) || 0) +
      (parseFloat(cs.paddingBottom) || 0) +
      (parseFloat(cs.borderTopWidth) || 0) +
      (parseFloat(cs.borderBottomWidth) || 0);
    return measureLines(copySpan, heightOf(copy, scale) - inset, scale, from);
  } finally {
    copy.remove();
  }
}
