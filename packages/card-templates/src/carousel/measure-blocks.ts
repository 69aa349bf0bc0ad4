// The measuring layer: reads the blocks a carousel has rendered (hidden, at the page's content
// width, fonts loaded) into the heights paginate() works on. Tested in Chromium by
// e2e/specs/makers/note-carousel.spec.ts; paginate itself is pure.
import { sentenceStarts, type MeasuredBlock, type MeasuredLine } from './paginate';

/** The scale between the layout and the screen (the preview may be scaled down to fit). */
function screenScale(el: HTMLElement): number {
  const h = el.offsetHeight;
  return h > 0 ? el.getBoundingClientRect().height / h || 1 : 1;
}

/** The top of the line box holding the character at `offset`, or NaN when it draws nothing. */
function charTop(range: Range, node: Text, offset: number): number {
  range.setStart(node, offset);
  range.setEnd(node, Math.min(offset + 1, node.length));
  const rect = range.getClientRects()[0];
  return rect ? rect.top : Number.NaN;
}

/**
 * The line boxes of a text node: each line's first character (binary search over character
 * tops, so a 5,000-character text takes a few hundred range reads) and its height. Heights add
 * up to `textHeight`, so a fragment of lines i..j is exactly as tall as the whole text's lines.
 * @param node - the text node
 * @param textHeight - the height of the element holding it, in layout px
 * @param scale - screen px per layout px
 * @param offsetBase - added to every offset (a re-flowed tail starts inside the full text)
 * @returns the lines
 */
export function measureLines(node: Text, textHeight: number, scale: number, offsetBase = 0): MeasuredLine[] {
  const range = document.createRange();
  range.selectNodeContents(node);
  const tops = Array.from(range.getClientRects(), (r) => r.top)
    .filter((t, i, all) => i === 0 || Math.abs(t - all[i - 1]!) > 1)
    .sort((a, b) => a - b)
    .filter((t, i, all) => i === 0 || t - all[i - 1]! > 1);
  if (tops.length === 0) return [{ start: offsetBase, height: textHeight }];
  const starts = [0];
  let lo = 0;
  for (let line = 1; line < tops.length; line++) {
    let hi = node.length;
    const target = tops[line]! - 1;
    // The first character whose top reaches this line; characters without boxes count as after.
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const top = charTop(range, node, mid);
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
    if (type !== 'paragraph' && type !== 'listItem') {
      out.push({ kind: type === 'heading' ? 'heading' : 'atomic', height, spaceBefore });
      continue;
    }
    const span = el.querySelector<HTMLElement>('[data-text]');
    const node = span?.firstChild;
    const inset =
      (parseFloat(cs.paddingTop) || 0) +
      (parseFloat(cs.paddingBottom) || 0) +
      (parseFloat(cs.borderTopWidth) || 0) +
      (parseFloat(cs.borderBottomWidth) || 0);
    const text = node instanceof Text ? node.data : '';
    const isListStart =
      type === 'listItem' &&
      (el.previousElementSibling as HTMLElement | null)?.dataset.block !== 'listItem' &&
      (el.nextElementSibling as HTMLElement | null)?.dataset.block === 'listItem';
    out.push({
      kind: 'text',
      keepWithNext: isListStart,
      height,
      spaceBefore,
      inset,
      length: text.length,
      sentenceStarts: sentenceStarts(text),
      lines: node instanceof Text ? measureLines(node, height - inset, scale) : [{ start: 0, height: height - inset }],
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
  if (!el || !span || !(span.firstChild instanceof Text)) return [];
  const scale = screenScale(body);
  const copy = el.cloneNode(true) as HTMLElement;
  copy.removeAttribute('data-block-index');
  copy.removeAttribute('data-gap');
  const marker = copy.querySelector('[aria-hidden]');
  if (marker && copy.dataset.block === 'listItem') marker.textContent = '';
  const copySpan = copy.querySelector<HTMLElement>('[data-text]')!;
  copySpan.textContent = span.firstChild.data.slice(from);
  body.append(copy);
  try {
    const cs = getComputedStyle(copy);
    const inset =
      (parseFloat(cs.paddingTop) || 0) +
      (parseFloat(cs.paddingBottom) || 0) +
      (parseFloat(cs.borderTopWidth) || 0) +
      (parseFloat(cs.borderBottomWidth) || 0);
    const node = copySpan.firstChild;
    return node instanceof Text ? measureLines(node, heightOf(copy, scale) - inset, scale, from) : [];
  } finally {
    copy.remove();
  }
}
