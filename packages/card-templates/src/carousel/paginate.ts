// The carousel's splitting rules, as a pure function over measured heights (no DOM): the measuring
// layer (measure-blocks.ts) reads the rendered blocks, this decides where pages break, and the
// Carousel renders the slices. Unit-tested with pagination tables in paginate.test.ts.

/** One line box of a text block: the offset of its first character and its height in px. */
export interface MeasuredLine {
  start: number;
  height: number;
}

/** A block as measured at the page's content width. */
export interface MeasuredBlock {
  /** text: splits between lines; heading: never ends a page; atomic: never splits (images); break: `---`. */
  kind: 'text' | 'heading' | 'atomic' | 'break';
  /** Its full height in px. */
  height: number;
  /** The space above it when another block precedes it on the page. */
  spaceBefore: number;
  /** Text blocks: their line boxes; a fragment is `inset` plus the heights of its lines. */
  lines?: readonly MeasuredLine[];
  /** Text blocks: vertical padding and borders, repeated on every fragment. */
  inset?: number;
  /**
   * Stays with the lines after it, like a heading (the first item of a list: a list never leaves a
   * single item at a page's bottom).
   */
  keepWithNext?: boolean;
  /** Text blocks: their length, and the offsets where a sentence starts after another ends. */
  length?: number;
  sentenceStarts?: readonly number[];
}

/** The part of a block one page shows: characters [from, to) of a text block, or all of it. */
export interface PageSlice {
  block: number;
  from: number;
  to: number;
}

/** One page: its slices, the height they take, and whether they still do not fit. */
export interface CarouselPage {
  slices: PageSlice[];
  height: number;
  overflows: boolean;
}

/** What the splitter needs besides the blocks. */
export interface PaginateOptions {
  /** The page's content height in px. */
  pageHeight: number;
  /**
   * Lays a text block out again from a character offset (a cut inside a line re-flows the rest);
   * returns its lines with offsets into the whole text.
   */
  relayout: (block: number, from: number) => readonly MeasuredLine[];
  /** Fewest lines of a paragraph at a page's bottom and at the next page's top (2). */
  minLines?: number;
  /** How much page height a cut at a sentence end may leave empty rather than cut mid-sentence (30 %). */
  sentenceSlack?: number;
}

interface Piece {
  block: number;
  from: number;
  lines: readonly MeasuredLine[];
}

/**
 * A page's last line, ending at a sentence cut, holds more than this many characters (counting
 * the space after a Latin sentence): never "六。" or "it." alone.
 */
const LAST_LINE_MIN = 3;

const sum = (lines: readonly MeasuredLine[]): number => lines.reduce((s, l) => s + l.height, 0);

/**
 * Splits measured blocks into pages, filling each greedily: `---` starts a new page; a heading
 * moves to the next page unless what follows it can start below it (two lines of text, gathered
 * across short blocks, or a whole image), and so does a list's first item unless a second line
 * follows it; images never split; a paragraph splits between lines, at a
 * sentence end when one is near, with at least `minLines` lines on either side. A block that
 * does not fit even an empty page gets a page of its own, marked as overflowing.
 * @param blocks - the measured blocks, in order
 * @param options - page height, the re-layout callback and the rules' parameters
 * @returns the pages (none for no blocks)
 */
export function paginate(blocks: readonly MeasuredBlock[], options: PaginateOptions): CarouselPage[] {
  const { pageHeight, relayout } = options;
  const minLines = options.minLines ?? 2;
  const slack = (options.sentenceSlack ?? 0.3) * pageHeight;
  const pages: CarouselPage[] = [];
  let page: CarouselPage = { slices: [], height: 0, overflows: false };

  const newPage = (): void => {
    if (page.slices.length > 0) pages.push(page);
    page = { slices: [], height: 0, overflows: false };
  };
  const textEnd = (b: MeasuredBlock): number => b.length ?? 0;
  const heightOf = (b: MeasuredBlock, p: Piece): number =>
    b.kind === 'text' ? (b.inset ?? 0) + sum(p.lines) : b.height;
  const splittable = (lines: readonly MeasuredLine[]): boolean => lines.length >= 2 * minLines;

  /**
   * The least of blocks j… that must fit below a heading (or a list's first item) for it to stay:
   * `need` lines of text, gathered across short blocks (two one-line list items) up to the next
   * heading, or a whole image.
   */
  const follow = (j: number, need: number): number => {
    let height = 0;
    let lines = 0;
    for (let k = j; lines < need; k++) {
      const b = blocks[k];
      if (!b || b.kind === 'break') break;
      if (b.kind === 'atomic') return height + b.spaceBefore + b.height;
      if (b.kind === 'heading') {
        // A short block ending at the next heading is all there is to keep with: the next
        // heading keeps itself with what follows it.
        if (lines > 0) break;
        height += b.spaceBefore + b.height;
        continue;
      }
      const own = b.lines ?? [];
      if (splittable(own)) return height + b.spaceBefore + (b.inset ?? 0) + sum(own.slice(0, need - lines));
      height += b.spaceBefore + b.height;
      lines += Math.max(1, own.length);
    }
    return height;
  };

  /** Where to cut a text piece so its head fits `room`: a sentence end if near, else a line end. */
  const cut = (b: MeasuredBlock, p: Piece, room: number, force: boolean): { to: number; tail: Piece } | null => {
    const { lines } = p;
    const inset = b.inset ?? 0;
    let fit = 0;
    for (let h = inset; fit < lines.length && h + lines[fit]!.height <= room; fit++) h += lines[fit]!.height;
    let most = Math.min(fit, lines.length - minLines);
    if (most < minLines) {
      if (!force) return null;
      most = Math.min(fit, lines.length - 1);
      if (most < 1) return null;
    }
    const full = sum(lines.slice(0, most));
    const starts = (b.sentenceStarts ?? []).filter((s) => s > p.from && s <= lines[most]!.start).reverse();
    for (const s of starts) {
      // The head keeps every line up to the one holding the sentence's last character.
      const headLines = lines.findLastIndex((l) => l.start < s) + 1;
      if (headLines < (force ? 1 : minLines)) break;
      // A cut that leaves a character or two alone on the head's last line ("六。") is a widow.
      if (s - lines[headLines - 1]!.start <= LAST_LINE_MIN) continue;
      if (full - sum(lines.slice(0, headLines)) > slack) break;
      const tailLines = lines[headLines]?.start === s ? lines.slice(headLines) : relayout(p.block, s);
      if (tailLines.length < (force ? 1 : minLines)) continue;
      return { to: s, tail: { block: p.block, from: s, lines: tailLines } };
    }
    const to = lines[most]!.start;
    return { to, tail: { block: p.block, from: to, lines: lines.slice(most) } };
  };

  const place = (p: Piece, to: number, height: number, gap: number): void => {
    page.slices.push({ block: p.block, from: p.from, to });
    page.height += gap + height;
  };

  let piece: Piece | null = null;
  for (let i = 0; i < blocks.length;) {
    const b = blocks[i]!;
    if (b.kind === 'break') {
      newPage();
      i++;
      continue;
    }
    const p: Piece = piece ?? { block: i, from: 0, lines: b.lines ?? [] };
    const isFirst = page.slices.length === 0;
    const gap = isFirst ? 0 : b.spaceBefore;
    const height = heightOf(b, p);
    const room = pageHeight - page.height - gap;
    const end = b.kind === 'text' ? textEnd(b) : 0;

    if (height <= room) {
      const need = b.kind === 'heading' ? minLines : b.keepWithNext ? minLines - p.lines.length : 0;
      if (need > 0 && !isFirst && height + follow(i + 1, need) > room) {
        newPage();
        continue;
      }
      place(p, end, height, gap);
      piece = null;
      i++;
      continue;
    }
    if (b.kind === 'text') {
      const c = cut(b, p, room, isFirst);
      if (c) {
        place(p, c.to, (b.inset ?? 0) + sum(p.lines.filter((l) => l.start < c.to)), gap);
        piece = c.tail;
        newPage();
        continue;
      }
    }
    if (!isFirst) {
      newPage();
      continue;
    }
    // Alone on a page and still too tall: shown whole, and said so.
    place(p, end, height, 0);
    page.overflows = true;
    piece = null;
    i++;
    newPage();
  }
  newPage();
  return pages;
}

// A sentence ends at 。！？!?… (with any closing quotes or brackets), or at . ; followed by a space.
const SENTENCE_END = /[。！？!?…]+[”’"'）)」』】》]*|[.;；](?=[”’"'）)]*(?:\s|$))[”’"'）)]*/g;

/**
 * The offsets where a new sentence starts (after an end mark and any spaces), for cutting a
 * paragraph between sentences.
 * @param text - a paragraph
 * @returns increasing offsets, each inside the text
 */
export function sentenceStarts(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(SENTENCE_END)) {
    let at = m.index + m[0].length;
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (at < text.length && at > 0) out.push(at);
  }
  return out;
}
