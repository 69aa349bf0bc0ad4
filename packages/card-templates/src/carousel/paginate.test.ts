import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { paginate, PAGE_FILL, sentenceStarts, type MeasuredBlock, type MeasuredLine } from './paginate';

// A fake layout: every text line holds PER_LINE characters and is LINE px tall, so a table can
// say "a paragraph of 9 lines" and the expected cut is plain arithmetic.
const LINE = 20;
const PER_LINE = 10;
const GAP = 10;
const PAGE = 200; // ten lines

function linesFrom(length: number, from: number): MeasuredLine[] {
  const out: MeasuredLine[] = [];
  for (let s = from; s < length; s += PER_LINE) out.push({ start: s, height: LINE });
  return out;
}
const texts: string[] = [];
function para(text: string): MeasuredBlock {
  texts.push(text);
  const lines = linesFrom(text.length, 0);
  return {
    kind: 'text',
    height: lines.length * LINE,
    spaceBefore: GAP,
    lines,
    inset: 0,
    length: text.length,
    sentenceStarts: sentenceStarts(text),
  };
}
/** A paragraph of n full lines with no sentence end inside. */
const lines = (n: number): MeasuredBlock => para('x'.repeat(n * PER_LINE));
const heading = (height = 30): MeasuredBlock => ({ kind: 'heading', height, spaceBefore: GAP });
const image = (height: number): MeasuredBlock => ({ kind: 'atomic', height, spaceBefore: GAP });
const rule: MeasuredBlock = { kind: 'break', height: 0, spaceBefore: 0 };

/** Paginates, by default without balancing the last page (lastFill 0): the tables test the greedy rules. */
function run(blocks: MeasuredBlock[], pageHeight = PAGE, lastFill = 0) {
  const all = [...blocks];
  return paginate(all, {
    pageHeight,
    relayout: (block, from) => linesFrom(all[block]!.length ?? 0, from),
    lastFill,
  });
}
/** A paragraph of n full lines whose sentences end at the given line ends. */
function sentences(n: number, endsAfterLines: number[]): MeasuredBlock {
  let text = '';
  for (let line = 1; line <= n; line++) {
    text += endsAfterLines.includes(line) ? `${'s'.repeat(PER_LINE - 2)}. ` : 'w'.repeat(PER_LINE);
  }
  return para(text);
}
/** A list item: split only when it must be. */
const item = (n: number): MeasuredBlock => ({ ...lines(n), keepWhole: true });
/** Each page as "block:from-to" slices. */
const shape = (pages: ReturnType<typeof run>): string[][] =>
  pages.map((p) => p.slices.map((s) => `${s.block}:${s.from}-${s.to}`));

describe('pagination tables', () => {
  it('one short line is a single page', () => {
    const pages = run([para('Hello.')]);
    expect(shape(pages)).toEqual([['0:0-6']]);
    expect(pages[0]).toMatchObject({ height: 20, overflows: false });
  });

  it('a heading at a page bottom moves to the next page with what follows', () => {
    // 8 lines (160) + gap + heading 30 = 200 fits, but two lines of the next paragraph do not.
    const pages = run([lines(8), heading(), lines(5)]);
    expect(shape(pages)).toEqual([['0:0-80'], ['1:0-0', '2:0-50']]);
  });

  it('a heading stays when two lines of the paragraph after it fit', () => {
    // 4 lines (80) + 10 + 30 + 10 leave 70 px: the heading stays and three lines follow it (the
    // page would be under 60 % without them, so a cut between lines is allowed).
    const pages = run([lines(4), heading(), lines(6)]);
    expect(shape(pages)).toEqual([['0:0-40', '1:0-0', '2:0-30'], ['2:30-60']]);
    expect(pages[0]!.height).toBe(80 + 10 + 30 + 10 + 60);
  });

  it('a heading stays above a one-line paragraph that ends at the next heading', () => {
    // 6 lines (120) + 10 + 30 + 10 + 20 = 190: the heading and its whole one-line text fit; the
    // next heading is not counted as part of what the first must keep with.
    const pages = run([lines(6), heading(), lines(1), heading(), lines(4)]);
    expect(shape(pages)).toEqual([
      ['0:0-60', '1:0-0', '2:0-10'],
      ['3:0-0', '4:0-40'],
    ]);
  });

  it('a heading whose paragraph cannot be cut below it moves on with it', () => {
    // 6 lines + 10 + 30 leave 50 px for a paragraph with one sentence end, after its fourth line.
    const pages = run([lines(6), heading(), sentences(6, [4])]);
    expect(shape(pages)).toEqual([['0:0-60'], ['1:0-0', '2:0-60']]);
  });

  it('a paragraph straddling a page splits at a sentence end, keeping two lines on each side', () => {
    // 5 lines + gap leave 90 px: four lines fit; the sentence ending on line 3 is the last that
    // keeps two lines for the next page.
    expect(shape(run([lines(5), sentences(6, [1, 3, 5])]))).toEqual([['0:0-50', '1:0-30'], ['1:30-60']]);
    // A sentence ending on the first line would leave one line alone: the cut is after line 3.
    expect(shape(run([lines(5), sentences(5, [1, 3])]))).toEqual([['0:0-50', '1:0-30'], ['1:30-50']]);
  });

  it('a paragraph with no sentence end to cut at moves on whole when its page is full enough', () => {
    // 6 lines + gap leave 70 px (three lines), but no sentence ends there: the page (60 %) ends.
    expect(shape(run([lines(6), lines(5)]))).toEqual([['0:0-60'], ['1:0-50']]);
    expect(shape(run([lines(8), lines(4)]))).toEqual([['0:0-80'], ['1:0-40']]);
  });

  it('is cut between lines, two on each side, only where moving it would leave its page under 60 %', () => {
    // 4 lines (40 %) + gap leave 110 px: five lines stay, three go.
    expect(shape(run([lines(4), lines(8)]))).toEqual([['0:0-40', '1:0-50'], ['1:50-80']]);
    // A sentence end that fills the page past 60 % is taken over a cut with more lines.
    expect(shape(run([lines(4), sentences(8, [2, 4])]))).toEqual([['0:0-40', '1:0-40'], ['1:40-80']]);
  });

  it('a list item moves on whole rather than split, unless it is taller than a page', () => {
    expect(shape(run([lines(6), item(2), item(4)]))).toEqual([['0:0-60', '1:0-20'], ['2:0-40']]);
    expect(shape(run([item(12)]))).toEqual([['0:0-100'], ['0:100-120']]);
  });

  it('prefers to cut a paragraph at a sentence end', () => {
    // Sentence ends after character 25 (in line 3); the lines that fit are 4 (0-39).
    const text = `${'a'.repeat(24)}. ${'b'.repeat(40)}`;
    const pages = run([lines(5), para(text)]);
    expect(shape(pages)).toEqual([['0:0-50', '1:0-26'], ['1:26-66']]);
  });

  it('never cuts at a sentence end that leaves a character or two alone on the last line', () => {
    // The sentence ends one character into line 3 ("…b. "): cutting there would leave "b." alone,
    // so the cut falls at the end of the lines that fit instead.
    const text = `${'a'.repeat(20)}b. ${'c'.repeat(57)}`;
    const pages = run([lines(5), para(text)]);
    expect(shape(pages)).toEqual([['0:0-50', '1:0-40'], ['1:40-80']]);
  });

  it('a very long paragraph fills page after page', () => {
    const pages = run([lines(35)]);
    expect(shape(pages)).toEqual([['0:0-100'], ['0:100-200'], ['0:200-300'], ['0:300-350']]);
    expect(pages.every((p) => !p.overflows)).toBe(true);
  });

  it('--- always starts a new page, and never makes an empty one', () => {
    expect(shape(run([rule, lines(1), rule, rule, lines(1), rule]))).toEqual([['1:0-10'], ['4:0-10']]);
  });

  it('a list across pages keeps each item whole or split by lines, in order', () => {
    const items = Array.from({ length: 12 }, () => lines(1));
    const pages = run(items);
    // Each item is 20 + 10 gap: seven fit the first page (20 + 6 × 30 = 200).
    expect(pages.map((p) => p.slices.map((s) => s.block))).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [7, 8, 9, 10, 11],
    ]);
  });

  it('a heading moves on when only one item of the list after it would fit', () => {
    const first: MeasuredBlock = { ...lines(1), keepWithNext: true };
    // 6 lines (120) + 10 + 30 + 10 + 20 = 190 fits the first item alone: heading and list move on.
    expect(shape(run([lines(6), heading(), first, lines(1), lines(1)]))).toEqual([
      ['0:0-60'],
      ['1:0-0', '2:0-10', '3:0-10', '4:0-10'],
    ]);
  });

  it("a list's first item does not stay alone at a page's bottom", () => {
    const first: MeasuredBlock = { ...lines(1), keepWithNext: true };
    // 8 lines (160) + 10 + 20 = 190: the first item fits alone, so it moves on with the second.
    expect(shape(run([lines(8), first, lines(1), lines(1)]))).toEqual([['0:0-80'], ['1:0-10', '2:0-10', '3:0-10']]);
    // With room for two items it stays.
    expect(shape(run([lines(6), first, lines(1), lines(1)]))).toEqual([['0:0-60', '1:0-10', '2:0-10'], ['3:0-10']]);
  });

  it('the last page takes the end of the page before it until it is 40 % full', () => {
    // Greedy: nine lines, then a last page of one line (10 %).
    const blocks = [sentences(9, [2, 4, 6, 8]), lines(1)];
    expect(shape(run(blocks))).toEqual([['0:0-90'], ['1:0-10']]);
    // Balanced: the page before gives up its last sentence (two lines): 60 % and 40 %.
    const pages = run(blocks, PAGE, 0.4);
    expect(shape(pages)).toEqual([['0:0-60'], ['0:60-90', '1:0-10']]);
    expect(pages.map((p) => p.height / PAGE)).toEqual([0.6, 0.45]);
    // By default (PAGE_FILL.last).
    const relayout = (b: number, f: number) => linesFrom(blocks[b]!.length ?? 0, f);
    expect(shape(paginate(blocks, { pageHeight: PAGE, relayout }))).toEqual(shape(pages));
  });

  it('a last page may be 30 % full when it opens a section whole, and is never fuller than the page before', () => {
    const section = (): MeasuredBlock => ({ ...heading(), level: 2 });
    // Greedy: the section's heading would end page 1 (popped), so page 2 is its heading and one
    // line (30 %): a whole section, kept.
    expect(shape(run([sentences(8, [2, 4, 6]), section(), lines(1)], PAGE, 0.4))).toEqual([
      ['0:0-80'],
      ['1:0-0', '2:0-10'],
    ]);
    // A last page of 35 % stays when taking more would leave the page before emptier than it.
    expect(shape(run([lines(4), section(), sentences(4, [2]), lines(1)], PAGE, 0.4))).toEqual([
      ['0:0-40', '1:0-0', '2:0-20'],
      ['2:20-40', '3:0-10'],
    ]);
  });

  it('a last page that opens a section takes the section before it too when that makes it 40 % full', () => {
    // Issue 30 (colorfulFlow's paged example): the last page held only the conclusion's section
    // (30 %, the page before 93 %). Taking the section before it too (a quote under its label)
    // gives both pages about 60 %, each still opening on a section.
    const section = (height = 20): MeasuredBlock => ({ ...heading(height), level: 2 });
    const blocks = [lines(3), section(30), lines(1), section(), lines(1), section(), lines(2)];
    // Greedy: a page 95 % full, then the last section alone (20 + 10 + 40 = 70 px, 35 %).
    expect(shape(run(blocks))).toEqual([
      ['0:0-30', '1:0-0', '2:0-10', '3:0-0', '4:0-10'],
      ['5:0-0', '6:0-20'],
    ]);
    const pages = run(blocks, PAGE, 0.4);
    expect(shape(pages)).toEqual([
      ['0:0-30', '1:0-0', '2:0-10'],
      ['3:0-0', '4:0-10', '5:0-0', '6:0-20'],
    ]);
    expect(pages.map((p) => p.height / PAGE)).toEqual([0.65, 0.65]);
  });

  it('a last page opened by --- is left as the writer asked, and a short text is one page', () => {
    expect(shape(run([lines(9), rule, lines(1)], PAGE, 0.4))).toEqual([['0:0-90'], ['2:0-10']]);
    expect(shape(run([lines(2)], PAGE, 0.4))).toEqual([['0:0-20']]);
  });

  it('an image never splits, and one taller than a page gets its own page, flagged', () => {
    const pages = run([lines(3), image(150), image(260), lines(1)]);
    expect(shape(pages)).toEqual([['0:0-30'], ['1:0-0'], ['2:0-0'], ['3:0-10']]);
    expect(pages.map((p) => p.overflows)).toEqual([false, false, true, false]);
  });

  it('a heading before an image that does not fit moves with it', () => {
    expect(shape(run([lines(5), heading(), image(80)]))).toEqual([['0:0-50'], ['1:0-0', '2:0-0']]);
  });
});

describe('paginate properties', () => {
  const block = fc.oneof(
    fc.integer({ min: 1, max: 40 }).map((n) => para('y'.repeat(n * 7))),
    fc.integer({ min: 10, max: 250 }).map((h) => heading(h)),
    fc.integer({ min: 10, max: 260 }).map((h) => image(h)),
    fc.constant(rule),
  );
  it('shows every character once, in order, never ends a full page on a heading, and never lets a page overflow unflagged', () => {
    fc.assert(
      fc.property(fc.array(block, { maxLength: 25 }), (blocks) => {
        const pages = run(blocks, PAGE, PAGE_FILL.last);
        const slices = pages.flatMap((p) => p.slices);
        // Every non-break block appears, in order, text blocks covered exactly.
        let expectBlock = 0;
        let expectFrom = 0;
        for (const s of slices) {
          while (blocks[expectBlock]?.kind === 'break') expectBlock++;
          expect(s.block).toBe(expectBlock);
          expect(s.from).toBe(expectFrom);
          const b = blocks[s.block]!;
          if (b.kind === 'text' && s.to < b.length!) expectFrom = s.to;
          else {
            expectBlock++;
            expectFrom = 0;
          }
        }
        while (blocks[expectBlock]?.kind === 'break') expectBlock++;
        expect(expectBlock).toBe(blocks.length);
        pages.forEach((p, k) => {
          expect(p.slices.length).toBeGreaterThan(0);
          if (!p.overflows) expect(p.height).toBeLessThanOrEqual(PAGE);
          // A heading ends a page only where the text breaks the page, where it is all the page
          // holds, or at the very end.
          const last = p.slices.at(-1)!;
          const next = pages[k + 1]?.slices[0];
          if (blocks[last.block]!.kind === 'heading' && next && blocks[next.block - 1]?.kind !== 'break')
            expect(p.slices.every((s) => blocks[s.block]!.kind === 'heading')).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('sentenceStarts', () => {
  it.each([
    ['今天好热。明天呢？后天！', [5, 9]],
    ['“走吧。”他说。', [5]],
    ['Pi is 3.14. Next one! Done', [12, 22]],
    ['No end here', []],
  ])('%s', (text, expected) => expect(sentenceStarts(text)).toEqual(expected));
});
