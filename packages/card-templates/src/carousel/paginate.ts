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
  /** Headings: their level (1–3); a level 1 or 2 heading opens a section. */
  level?: number;
  /** Text blocks that split only when they must (a list item): taller than an empty page offers. */
  keepWhole?: boolean;
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
  /** How full every page but the last must be before a paragraph may be cut between lines rather than sentences (PAGE_FILL.page). */
  minFill?: number;
  /** How full the last page is made, by moving the end of the page before onto it (PAGE_FILL.last). */
  lastFill?: number;
}

/**
 * How full the pages are, as a share of a page's body: every page but the last at least `page`
 * before a paragraph is cut between lines rather than at a sentence end; the last at least
 * `last` whenever there are two pages or more to share the text (the end of the page before
 * moves onto it), or `section` when it opens on a heading (a whole section moves rather than
 * half a list).
 */
export const PAGE_FILL = { page: 0.6, last: 0.4, section: 0.3 } as const;

interface Piece {
  block: number;
  from: number;
  lines: readonly MeasuredLine[];
}

/** A slice as the splitter keeps it: what it adds to its page, and whether it must not end one. */
interface Placed extends PageSlice {
  cost: number;
  keeper: boolean;
}

/**
 * A page's last line, ending at a sentence cut, holds more than this many characters (counting
 * the space after a Latin sentence): never "六。" or "it." alone.
 */
const LAST_LINE_MIN = 3;

const sum = (lines: readonly MeasuredLine[]): number => lines.reduce((s, l) => s + l.height, 0);

/**
 * Splits measured blocks into pages, filling each greedily, then balances the last two:
 * - `---` starts a new page;
 * - a heading never ends a page, nor does a list's first item when the list goes on: a page
 *   that would end on one gives it to the next page with what follows it;
 * - images never split, and a list item splits only when it must;
 * - a paragraph splits at a sentence end, with at least `minLines` lines on either side; between
 *   lines only where no sentence end would leave its page `minFill` full, or when it is taller
 *   than a page;
 * - a last page under `lastFill` takes the end of the page before it, as much as it needs;
 * - a block that does not fit even an empty page gets a page of its own, marked as overflowing.
 * @param blocks - the measured blocks, in order
 * @param options - page height, the re-layout callback and the rules' parameters
 * @returns the pages (none for no blocks)
 */
export function paginate(blocks: readonly MeasuredBlock[], options: PaginateOptions): CarouselPage[] {
  const { pageHeight } = options;
  // The same tail is re-flowed again and again while the last pages are balanced.
  const flowed = new Map<string, readonly MeasuredLine[]>();
  const relayout = (block: number, from: number): readonly MeasuredLine[] => {
    const key = `${block}:${from}`;
    if (!flowed.has(key)) flowed.set(key, options.relayout(block, from));
    return flowed.get(key)!;
  };
  const split = (limitOf: (page: number) => number) => splitPages(blocks, { ...options, relayout }, limitOf);
  const full = split(() => pageHeight);
  const opensSection = (page: SplitPage): boolean => {
    const first = page.slices[0] && blocks[page.slices[0].block];
    return first?.kind === 'heading' && (first.level ?? 2) <= 2;
  };
  const pages = balanceLast(full, pageHeight, options.lastFill ?? PAGE_FILL.last, opensSection, (page, limit) =>
    split((k) => (k === page ? limit : pageHeight)),
  );
  return pages.map(({ slices, height, overflows }) => ({
    slices: slices.map(({ block, from, to }) => ({ block, from, to })),
    height,
    overflows,
  }));
}

interface SplitPage {
  slices: Placed[];
  height: number;
  overflows: boolean;
  /** Opened by a `---` of the text: its start is the writer's, not ours to move. */
  broken: boolean;
}

/**
 * The last page, when under `lastFill` and after a page it may borrow from, takes the end of
 * that page: the page before is given less height, step by step (never a page more), and never
 * ends up emptier than the last. The split kept is the first (so the fullest page before) that
 * opens the last page on a section's heading (level 1 or 2, not an item's title) with the last
 * page at least `lastFill` full; else the first that opens it on a section at least
 * `PAGE_FILL.section` full; else the first whose last page reaches `lastFill`; else the most even.
 */
function balanceLast(
  pages: SplitPage[],
  pageHeight: number,
  lastFill: number,
  opensSection: (page: SplitPage) => boolean,
  again: (page: number, limit: number) => SplitPage[],
): SplitPage[] {
  const n = pages.length;
  const fill = (p: SplitPage | undefined): number => (p ? p.height / pageHeight : 0);
  const overflowing = (list: SplitPage[]): number => list.filter((p) => p.overflows).length;
  if (n < 2 || fill(pages[n - 1]) >= lastFill || pages[n - 1]!.broken || pages[n - 2]!.overflows) return pages;
  const tried: SplitPage[][] = [];
  for (let share = 0.95; share >= 0.5; share -= 0.05) {
    const split = again(n - 2, pageHeight * share);
    if (split.length !== n || overflowing(split) > overflowing(pages)) break;
    tried.push(split);
  }
  const last = (split: SplitPage[]): SplitPage => split[n - 1]!;
  const before = (split: SplitPage[]): SplitPage => split[n - 2]!;
  // The page before never ends up emptier than the last.
  const upright = tried.filter((split) => fill(last(split)) <= fill(before(split)));
  const even = (split: SplitPage[]): number => Math.min(fill(before(split)), fill(last(split)));
  const opens = (split: SplitPage[], least: number): boolean => opensSection(last(split)) && fill(last(split)) >= least;
  return (
    // A section whole at `lastFill` first: a last page that opened on the conclusion's section at
    // 30 % stayed so even where taking the section before it too made both pages 60 % full.
    upright.find((split) => opens(split, lastFill)) ??
    upright.find((split) => opens(split, Math.min(lastFill, PAGE_FILL.section))) ??
    upright.find((split) => fill(last(split)) >= lastFill) ??
    [pages, ...upright].reduce((a, b) => (even(b) > even(a) ? b : a))
  );
}

/** The greedy split, each page as high as `limitOf(its index)`. */
function splitPages(
  blocks: readonly MeasuredBlock[],
  options: PaginateOptions,
  limitOf: (page: number) => number,
): SplitPage[] {
  const { relayout } = options;
  const minLines = options.minLines ?? 2;
  const minFill = options.minFill ?? PAGE_FILL.page;
  const pages: SplitPage[] = [];
  let page: SplitPage = { slices: [], height: 0, overflows: false, broken: false };
  let piece: Piece | null = null;
  let i = 0;

  const heightOf = (b: MeasuredBlock, p: Piece): number =>
    b.kind === 'text' ? (b.inset ?? 0) + sum(p.lines) : b.height;
  /** What the page holds before its trailing headings (and a list's first item). */
  const settled = (): number => {
    let h = page.height;
    for (let k = page.slices.length - 1; k >= 0 && page.slices[k]!.keeper; k--) h -= page.slices[k]!.cost;
    return h;
  };
  /** Ends the page; `next` says why: the page is full, the text asks for a new page, or it ends. */
  const close = (next: 'full' | 'break' | 'end' = 'full'): void => {
    // A heading never ends a full page: it goes on to the next with what follows it (unless it is
    // all the page holds).
    if (next === 'full') {
      while (page.slices.at(-1)?.keeper && page.slices.some((s) => !s.keeper)) {
        const last = page.slices.pop()!;
        page.height -= last.cost;
        i = last.block;
        piece = null;
      }
    }
    if (page.slices.length > 0) pages.push(page);
    page = { slices: [], height: 0, overflows: false, broken: next === 'break' };
  };

  /**
   * Where to cut a text piece so its head fits `room`: the last sentence end with `minLines` on
   * either side; between lines when no sentence end would leave the page `minFill` full; with a
   * line or more on either side when the piece must start here (`force`).
   */
  const cut = (
    b: MeasuredBlock,
    p: Piece,
    room: number,
    limit: number,
    force: boolean,
  ): { to: number; tail: Piece } | null => {
    const { lines } = p;
    const inset = b.inset ?? 0;
    let fit = 0;
    for (let h = inset; fit < lines.length && h + lines[fit]!.height <= room; fit++) h += lines[fit]!.height;
    // What the page keeps if this block moves on (its trailing headings go with it).
    const before = settled() / limit;
    const fillWith = (head: number): number =>
      (page.height + (page.slices.length > 0 ? b.spaceBefore : 0) + inset + sum(lines.slice(0, head))) / limit;

    const atSentence = (least: number): { to: number; tail: Piece; head: number } | null => {
      const starts = (b.sentenceStarts ?? []).filter((s) => s > p.from && s <= (lines[fit]?.start ?? Infinity));
      for (const s of starts.reverse()) {
        // The head keeps every line up to the one holding the sentence's last character.
        const head = lines.findLastIndex((l) => l.start < s) + 1;
        if (head > fit) continue;
        if (head < least) break;
        // A cut that leaves a character or two alone on the head's last line ("六。") is a widow.
        if (s - lines[head - 1]!.start <= LAST_LINE_MIN) continue;
        const tailLines = lines[head]?.start === s ? lines.slice(head) : relayout(p.block, s);
        if (tailLines.length < least) continue;
        return { to: s, tail: { block: p.block, from: s, lines: tailLines }, head };
      }
      return null;
    };
    const atLine = (least: number): { to: number; tail: Piece; head: number } | null => {
      const head = Math.min(fit, lines.length - least);
      if (head < least) return null;
      const to = lines[head]!.start;
      return { to, tail: { block: p.block, from: to, lines: lines.slice(head) }, head };
    };

    // A list item splits only when it must.
    if (b.keepWhole && !force) return null;
    const sentence = atSentence(minLines);
    if (sentence && fillWith(sentence.head) >= minFill) return sentence;
    // No sentence end keeps the page full enough, and moving the paragraph on would leave it
    // emptier still: a cut between lines, when it holds more.
    if (force || before < minFill) {
      const line = atLine(minLines);
      if (line && line.head > (sentence?.head ?? 0)) return line;
    }
    if (sentence) return sentence;
    return force ? (atSentence(1) ?? atLine(1)) : null;
  };

  const place = (p: Piece, to: number, height: number, gap: number, keeper: boolean): void => {
    page.slices.push({ block: p.block, from: p.from, to, cost: gap + height, keeper });
    page.height += gap + height;
  };

  while (i < blocks.length) {
    const b = blocks[i]!;
    if (b.kind === 'break') {
      i++;
      close('break');
      continue;
    }
    const limit = limitOf(pages.length);
    const p: Piece = piece ?? { block: i, from: 0, lines: b.lines ?? [] };
    const isFirst = page.slices.length === 0;
    // A page holding only headings (or a list's first item) must take what follows them.
    const mustTake = page.slices.every((s) => s.keeper);
    const gap = isFirst ? 0 : b.spaceBefore;
    const height = heightOf(b, p);
    const room = limit - page.height - gap;
    const end = b.kind === 'text' ? (b.length ?? 0) : 0;
    const whole = p.from === 0;

    if (height <= room) {
      place(p, end, height, gap, whole && (b.kind === 'heading' || b.keepWithNext === true));
      piece = null;
      i++;
      continue;
    }
    if (b.kind === 'text') {
      const c = cut(b, p, room, limit, mustTake);
      if (c) {
        place(p, c.to, (b.inset ?? 0) + sum(p.lines.filter((l) => l.start < c.to)), gap, false);
        piece = c.tail;
        close();
        continue;
      }
    }
    if (!isFirst) {
      if (mustTake) {
        // Headings alone, and what follows fits no page below them: they keep their page.
        pages.push(page);
        page = { slices: [], height: 0, overflows: false, broken: false };
      } else close();
      continue;
    }
    // Alone on a page and still too tall: shown whole, and said so.
    place(p, end, height, 0, false);
    page.overflows = true;
    piece = null;
    i++;
    close();
  }
  close('end');
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
