// Line-breaking rules every card shares, as a pure function over the text (no DOM): which runs of
// a text must stay on one line, and which are Latin (so a CJK letter-spacing never tracks them).
// The browser does the rest (`line-break: strict`, `text-wrap: pretty | balance`); these rules
// cover what CSS cannot say: emoji kept with their word, Chinese words kept whole, no single CJK
// character or lone word left on a paragraph's last line, no break after a hyphen in a word.
// Chinese words are the word segmenter's, grouped into phrases a reader would not split: ICU's
// dictionary cuts 社群 into 社|群 and 真正的 into 真正|的 (see `phrases`).

/** One run of text: `keep` runs never break inside; `latin` runs take no CJK letter-spacing. */
export interface TypesetRun {
  text: string;
  keep: boolean;
  latin: boolean;
  /** A hard line break (a newline in the text). */
  br?: true;
  /**
   * A line may break before this run even in a block that breaks only at punctuation
   * (`word-break: keep-all`, display text): 'always', it starts a phrase inside a clause too long
   * to keep on one line; 'loose', it starts a phrase inside a clause kept whole, where a line may
   * break only if the block is loosened (`data-loose`: the fit found the clause wider than the
   * line even at the card's smallest text).
   */
  wbr?: 'always' | 'loose';
  /** Where the run starts in the whole text's runs (set by sliceRuns). */
  at?: number;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
/**
 * Breakable white space, which the card collapses. No-break spaces (U+00A0, U+2007, U+202F, as in
 * "10 km" or French "Oui !") are text: the word segmenter glues them to a neighbouring word, and
 * they keep that word and its neighbour on one line as the writer meant.
 */
const SPACE = /^[^\S\u00a0\u2007\u202f]+$/u;
/** Punctuation that may not start a line (CJK and Latin): it stays with what precedes it. */
const CLOSING = /^[，。、；：？！）》」』】〕〉’”…,.;:!?)\]}%％·・～~—–-]+$/u;
/** Punctuation that may not end a line: it stays with what follows it. */
const OPENING = /^[（《「『【〔〈‘“([{#＃@]+$/u;
/** Straight quotes: closing after a word, opening after a space or at the start. */
const STRAIGHT_QUOTE = /^["'＂＇]+$/u;
/** Full-width (CJK) punctuation keeps its CJK width even inside a Latin run ("21:00，"). */
const FULL_WIDTH_PUNCT = /[\u3001-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]+/u;
/** A Latin token longer than this (a URL, a code) may break anywhere rather than overflow. */
const LONGEST_KEPT = 24;
/** The last line of a paragraph holds at least this many CJK characters. */
const MIN_LAST_CJK = 2;
/** A Chinese clause (up to its punctuation) of at most this many characters is kept on one line in display text. */
const CLAUSE_KEPT = 8;
/**
 * A wide headline (an article's title, set across 750 px) keeps clauses of up to this many
 * characters whole, so "重读《小王子》：我们终其一生学习的，是如何去爱" breaks at its colon, not
 * inside "终其一生".
 */
export const HEADLINE_CLAUSE = 12;
const CLAUSE_END = /[，。、；：？！,.;:?!…]$/u;
/**
 * Up to this many characters a text is display text (a title, a quote, a wish): its block breaks
 * only at punctuation (`word-break: keep-all`, see wrapFor in Typeset.tsx), so the runs say where
 * else it may break. A longer text is set in a block that breaks between CJK characters anyway,
 * where those marks would change nothing and cost an element each (a carousel page had 88).
 */
export const DISPLAY_MAX = 40;
/**
 * Whether a text is short enough to be set as display text by default.
 * @param text - the text
 * @returns true up to DISPLAY_MAX characters
 */
export const isDisplayLength = (text: string): boolean => Array.from(text.trim()).length <= DISPLAY_MAX;
/** Two last Latin words are glued when together at most this long (a short widow is worse). */
const WIDOW_GLUE = 14;

type Kind = 'space' | 'emoji' | 'open' | 'close' | 'quote' | 'word';
interface Piece {
  text: string;
  kind: Kind;
}

/** Particles that belong to the word before them (真正的, 看过, 朋友们, 好吗). */
const PARTICLE = /^[的地得了着过们吗呢吧啊呀么嘛哦啦里]$/u;
/** A measure word belongs to the number before it (每一位, 三件). */
const MEASURE_AFTER = /[一二两三四五六七八九十百千万几每\d]$/u;
const HAN = /^\p{Script=Han}+$/u;
/**
 * Characters that lead a number: an ordinal, a range's start, an approximation, a ranking or a
 * demonstrative (第 12, 从 0, 约 3, 前 10, 这 3 个).
 */
const LEADS_NUMBER = /^[第从自约近超逾共仅每满达距至前这那]$/u;
/** The longest run of one-character words joined into one phrase (我亦是, 共婵娟). */
const SINGLES_JOINED = 4;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const count = (s: string, re: RegExp): number => Array.from(s).filter((c) => re.test(c)).length;

function kindOf(s: string): Kind {
  if (SPACE.test(s)) return 'space';
  if (EMOJI.test(s) && !CJK.test(s) && !/\p{L}/u.test(s)) return 'emoji';
  if (CLOSING.test(s)) return 'close';
  if (OPENING.test(s)) return 'open';
  if (STRAIGHT_QUOTE.test(s)) return 'quote';
  return 'word';
}

/**
 * Joins the word segmenter's Chinese words into phrases no line should split. The segmenter's
 * dictionary (ICU's, the same in Chromium and Node) leaves many words in one-character pieces
 * (社|群|运营, 好|书, 愿|你, 那|就是, 真正|的): a particle joins the word before it, a measure
 * word the number before it, consecutive one-character words join each other, a
 * one-character word left alone joins the word after it (or, at the clause's end, before it),
 * and two-character words in a row pair up, from the last, in the four-character rhythm of set
 * phrases (平安喜乐, 万事如意, 社群运营).
 */
function phrases(list: Piece[]): Piece[] {
  const out = [...list];
  const han = (p: Piece | undefined): p is Piece => p?.kind === 'word' && HAN.test(p.text);
  const single = (p: Piece | undefined): boolean => han(p) && Array.from(p.text).length === 1;
  const pair = (p: Piece | undefined): boolean => han(p) && Array.from(p.text).length === 2;
  const join = (i: number): void => {
    out.splice(i, 2, { text: out[i]!.text + out[i + 1]!.text, kind: 'word' });
  };
  for (let i = 1; i < out.length; i++) {
    const [prev, p] = [out[i - 1], out[i]!];
    if (!han(prev) || !single(p)) continue;
    if (PARTICLE.test(p.text) || (MEASURE_AFTER.test(prev.text) && !single(prev))) {
      join(i - 1);
      i -= 1;
    }
  }
  // A character after a Latin word or number and a space is its unit or measure word ("GWh 级",
  // "9 个"), which the space keeps with it (boundSpaces): the characters after it join on their own.
  // A character that leads a number, before a space and the number ("从 0", "第 12", "约 3"):
  // it stays alone too, kept with what it leads, and the words before it join without it.
  const afterLatin = (i: number): boolean => out[i - 1]?.kind === 'space' && LATIN.test(out[i - 2]?.text.at(-1) ?? '');
  const beforeLatin = (i: number): boolean => out[i + 1]?.kind === 'space' && LATIN.test(out[i + 2]?.text[0] ?? '');
  const leads = (i: number): boolean => single(out[i]) && LEADS_NUMBER.test(out[i]!.text) && beforeLatin(i);
  for (let i = 0; i + 1 < out.length; i++) {
    if (!single(out[i]) || !single(out[i + 1]) || afterLatin(i) || leads(i) || leads(i + 1)) continue;
    let end = i + 1;
    while (end + 1 < out.length && single(out[end + 1]) && !leads(end + 1) && end + 1 - i < SINGLES_JOINED) end += 1;
    out.splice(i, end - i + 1, {
      text: out
        .slice(i, end + 1)
        .map((p) => p.text)
        .join(''),
      kind: 'word',
    });
  }
  for (let i = 0; i < out.length; i++) {
    if (!single(out[i]) || leads(i)) continue;
    // Left alone before two words that pair up ("GWh 级|固态|电池", "GWh 级|储能|电站").
    if (afterLatin(i) && pair(out[i + 1]) && pair(out[i + 2])) continue;
    if (han(out[i + 1])) join(i);
    else if (han(out[i - 1])) {
      join(i - 1);
      i -= 1;
    }
  }
  for (let end = out.length - 1; end > 0; end--) {
    if (!pair(out[end]) || !pair(out[end - 1])) continue;
    join(end - 1);
    end -= 1;
  }
  return out;
}

/** Word segments, with emoji split into their own pieces and Latin hyphenated words joined. */
function pieces(paragraph: string): Piece[] {
  const out: Piece[] = [];
  for (const { segment } of segmenter.segment(paragraph)) {
    // The word segmenter may hand back "🌕🎉" or "a🌕" as one segment: split emoji off by grapheme.
    if (EMOJI.test(segment) && segment.length > 2) {
      let word = '';
      for (const { segment: g } of graphemes.segment(segment)) {
        if (kindOf(g) === 'emoji') {
          if (word) out.push({ text: word, kind: kindOf(word) });
          word = '';
          out.push({ text: g, kind: 'emoji' });
        } else word += g;
      }
      if (word) out.push({ text: word, kind: kindOf(word) });
      continue;
    }
    out.push({ text: segment, kind: kindOf(segment) });
  }
  // "Mid-Autumn", "well-being": a hyphen between two Latin words joins them into one word.
  for (let i = 1; i + 1 < out.length; i++) {
    const [a, h, b] = [out[i - 1]!, out[i]!, out[i + 1]!];
    if (/^[-‐]$/u.test(h.text) && a.kind === 'word' && b.kind === 'word' && LATIN.test(a.text) && LATIN.test(b.text)) {
      out.splice(i - 1, 3, { text: a.text + h.text + b.text, kind: 'word' });
      i -= 1;
    }
  }
  return phrases(out);
}

/** An unbreakable unit of a paragraph; `space` says whether a breakable space precedes it. */
interface Unit {
  text: string;
  kind: Kind;
  space: boolean;
}

/** Groups pieces into unbreakable units: marks join their words, emoji join the word before. */
function units(list: Piece[]): Unit[] {
  const out: Unit[] = [];
  let space = false;
  for (const p of list) {
    if (p.kind === 'space') space = out.length > 0;
    else {
      out.push({ text: p.text, kind: p.kind, space });
      space = false;
    }
  }
  // A straight quote closes the word it touches, or opens the one after a space ("前端工程师",).
  out.forEach((unit, i) => {
    if (unit.kind === 'quote') unit.kind = i > 0 && !unit.space ? 'close' : 'open';
  });
  // An opening mark joins what follows it ("「知", "#治愈", "#🌈" which then counts as an emoji).
  for (let i = out.length - 2; i >= 0; i--) {
    const [open, next] = [out[i]!, out[i + 1]!];
    if (open.kind !== 'open' || next.space) continue;
    out.splice(i, 2, {
      text: open.text + next.text,
      kind: next.kind === 'open' ? 'open' : next.kind,
      space: open.space,
    });
  }
  // Closing marks join the word before them; an emoji joins the word before it (across a space),
  // or, at the start of a paragraph, the word after it ("🎉 新年快乐").
  for (let i = 1; i < out.length; i++) {
    const [prev, unit] = [out[i - 1]!, out[i]!];
    const joins = (unit.kind === 'close' && !unit.space) || unit.kind === 'emoji';
    if (!joins) continue;
    out.splice(i - 1, 2, { text: prev.text + (unit.space ? ' ' : '') + unit.text, kind: prev.kind, space: prev.space });
    i -= 1;
  }
  if (out.length > 1 && out[0]!.kind === 'emoji') {
    const [first, next] = [out[0]!, out[1]!];
    out.splice(0, 2, { text: first.text + (next.space ? ' ' : '') + next.text, kind: next.kind, space: false });
  }
  return out;
}

/** Keeps the paragraph's last line from holding one CJK character or one short Latin word. */
function guardLastLine(list: Unit[]): void {
  if (list.length < 2) return;
  const last = list[list.length - 1]!;
  const prev = list[list.length - 2]!;
  const merge = (): void => {
    list.splice(list.length - 2, 2, {
      text: prev.text + (last.space ? ' ' : '') + last.text,
      kind: prev.kind,
      space: prev.space,
    });
  };
  if (CJK.test(last.text) && !last.space && count(last.text, CJK) < MIN_LAST_CJK) merge();
  // Two words are the whole text (a name, a title): balance places them, and kept as one they
  // could not wrap in a narrow column.
  else if (
    list.length > 2 &&
    last.space &&
    ![last.text, prev.text].some((t) => CJK.test(t)) &&
    LATIN.test(last.text) &&
    prev.text.length + last.text.length + 1 <= WIDOW_GLUE
  )
    merge();
}

/** A Latin letter (or space, digit, ASCII sign) is about this fraction of a CJK character's width. */
export const LATIN_WIDTH = 0.55;
/** A unit's width in CJK characters, for a clause's length: Latin letters and digits count too. */
const width = (text: string): number => count(text, CJK) + LATIN_WIDTH * count(text, LATIN);
/** Punctuation skipped to find a unit's first or last letter ("《小王子》", "50%"). */
const EDGE_MARKS = /^[\p{P}％]+|[\p{P}％]+$/gu;

/** Whether a unit starts or ends with a CJK character or a Latin letter or digit (or neither). */
function edge(unit: Unit, side: 'start' | 'end'): 'cjk' | 'latin' | undefined {
  const chars = Array.from(unit.text.replace(EDGE_MARKS, ''));
  const c = side === 'start' ? chars[0] : chars[chars.length - 1];
  if (c === undefined || (side === 'end' && CLAUSE_END.test(unit.text))) return undefined;
  return CJK.test(c) ? 'cjk' : LATIN.test(c) ? 'latin' : undefined;
}

/**
 * The spaces that belong to a Chinese clause: around a Latin word or number set in Chinese
 * ("从 0 到 1", "第 12 讲", "全球首条 GWh 级储能电站", "学习 React Hooks 的"), where a line breaks
 * no more than between the clause's Chinese words. A run of units joined by spaces next to Latin
 * words is Chinese when it holds more CJK characters than Latin words ("I love 北京 and tea" is
 * English and keeps breaking at its spaces); a space between two Chinese words is the writer's
 * pause ("春眠不觉晓 处处闻啼鸟") and stays a break. Each space is 'tight' where the Latin word
 * leads what follows it (its unit, measure word or particle: "GWh 级", "1000 公里", "Hooks 的";
 * "React Hooks"), or a single character leads it ("第 12", "从 0"): a line breaks there only in a
 * loosened block; elsewhere ("全球首条 GWh") it is a phrase boundary like any other.
 * @param list - a paragraph's units
 * @returns the units preceded by such a space, and its kind
 */
function boundSpaces(list: Unit[]): Map<number, 'phrase' | 'tight'> {
  const bound = new Map<number, 'phrase' | 'tight'>();
  let run: number[] = [];
  const close = (): void => {
    const text = run.map((i) => list[i]!.text).join(' ');
    const words = text.match(new RegExp(`${LATIN.source}+`, 'gu'))?.length ?? 0;
    const spaces = run.slice(1).filter((i) => list[i]!.space);
    const mixed = spaces.some((i) => edge(list[i - 1]!, 'end') !== edge(list[i]!, 'start'));
    if (mixed && count(text, CJK) > words) {
      for (const i of spaces) {
        const prev = list[i - 1]!;
        const single = Array.from(prev.text).length === 1 && CJK.test(prev.text);
        bound.set(i, edge(prev, 'end') === 'latin' || single ? 'tight' : 'phrase');
      }
    }
    run = [];
  };
  list.forEach((unit, i) => {
    const [before, after] = [i > 0 ? edge(list[i - 1]!, 'end') : undefined, edge(unit, 'start')];
    const joins = before !== undefined && after !== undefined && (before === 'latin' || after === 'latin');
    if (unit.space && !joins) close();
    run.push(i);
    if (CLAUSE_END.test(unit.text)) close();
  });
  close();
  return bound;
}

/**
 * The units that start a phrase inside a Chinese clause: a line may always break there in a
 * clause longer than `clauseKept` characters, else only in a loosened block. A clause ends at its
 * punctuation and at a space, but for a space that belongs to it (`bound`, see boundSpaces).
 */
function clauseStarts(
  list: Unit[],
  clauseKept: number,
  bound: Map<number, 'phrase' | 'tight'>,
): Map<number, 'always' | 'loose'> {
  const starts = new Map<number, 'always' | 'loose'>();
  let clause: number[] = [];
  const close = (): void => {
    const size = clause.reduce((n, i) => n + width(list[i]!.text), 0);
    const kind = size > clauseKept ? 'always' : 'loose';
    for (const i of clause.slice(1)) {
      // Pieces with no space and no CJK between them are one word ("xiaoyu@example.com", "Wh/kg").
      if (!list[i]!.space && edge(list[i - 1]!, 'end') !== 'cjk' && edge(list[i]!, 'start') !== 'cjk') continue;
      starts.set(i, bound.get(i) === 'tight' ? 'loose' : kind);
    }
    clause = [];
  };
  list.forEach((unit, i) => {
    if (unit.space && !bound.has(i)) close();
    clause.push(i);
    if (CLAUSE_END.test(unit.text)) close();
  });
  close();
  return starts;
}

/** A Latin run's full-width punctuation as runs of its own, not Latin (no line may break before them). */
function splitFullWidth(run: TypesetRun): TypesetRun[] {
  if (!FULL_WIDTH_PUNCT.test(run.text)) return [run];
  const out: TypesetRun[] = [];
  let at = 0;
  for (const m of run.text.matchAll(new RegExp(FULL_WIDTH_PUNCT, 'gu'))) {
    if (m.index > at) out.push({ ...run, text: run.text.slice(at, m.index) });
    out.push({ text: m[0], keep: run.keep, latin: false });
    at = m.index + m[0].length;
  }
  if (at < run.text.length) out.push({ ...run, text: run.text.slice(at) });
  // Only the first piece may carry the <wbr> that opens the run.
  return out.map((r, i) => (i === 0 ? r : { text: r.text, keep: r.keep, latin: r.latin }));
}

/**
 * Splits a card text into runs for line breaking: each Chinese word, each Latin word with its
 * punctuation, each emoji with its word, and a paragraph's last two CJK characters (or two short
 * Latin words) become runs that never break inside; Latin runs are marked so CJK letter-spacing
 * skips them. Newlines become hard breaks.
 * @param text - any text (the user's)
 * @param options - the longest Chinese clause kept on one line in display text (default 8;
 *   HEADLINE_CLAUSE for a wide headline), or that and `display`: whether the text is display
 *   text (a title, a quote, a wish, a name) set in a block that breaks only where the runs say
 *   (`displayWrap`), whatever its length; by default only texts of up to DISPLAY_MAX characters are
 * @returns the runs; joined, they give back the text with each run of spaces as one space and
 *   none at a paragraph's edges (the card would collapse them anyway)
 */
export function typesetRuns(
  text: string,
  options: number | { clauseKept?: number; display?: boolean } = CLAUSE_KEPT,
): TypesetRun[] {
  const { clauseKept = CLAUSE_KEPT, display = isDisplayLength(text) } =
    typeof options === 'number' ? { clauseKept: options } : options;
  const runs: TypesetRun[] = [];
  text.split('\n').forEach((paragraph, index) => {
    if (index > 0) runs.push({ text: '\n', keep: false, latin: false, br: true });
    const list = units(pieces(paragraph));
    guardLastLine(list);
    const bound = display ? boundSpaces(list) : new Map<number, 'phrase' | 'tight'>();
    const wordBreaks = display ? clauseStarts(list, clauseKept, bound) : new Map<number, 'always' | 'loose'>();
    const isLatin = (u: Unit | undefined): boolean => Boolean(u) && LATIN.test(u!.text) && !CJK.test(u!.text);
    list.forEach((unit, i) => {
      // A space between Latin words is Latin too: no CJK tracking widens it. A space inside a
      // Chinese clause is kept: no line breaks at it (but at a <wbr> after it).
      if (unit.space && i > 0)
        runs.push({ text: ' ', keep: bound.has(i), latin: isLatin(list[i - 1]) && isLatin(unit) });
      const at = wordBreaks.get(i);
      const wbr = at ? { wbr: at } : {};
      const latin = LATIN.test(unit.text) && !CJK.test(unit.text);
      // A plain Latin word needs no keeping (browsers break only between words) and must stay
      // free to break when it is wider than the line; the rest is kept unless it is that long.
      const joined = CJK.test(unit.text) || EMOJI.test(unit.text) || / |[\p{L}\p{N}][-‐][\p{L}\p{N}]/u.test(unit.text);
      const long = latin && unit.text.length > LONGEST_KEPT;
      const run = { text: unit.text, keep: joined && !long && Array.from(unit.text).length > 1, latin, ...wbr };
      if (latin) runs.push(...splitFullWidth(run));
      else runs.push(run);
    });
  });
  return runs;
}

/**
 * The pieces a display text's lines never break inside: its clauses kept whole (up to
 * `clauseKept` Chinese characters between punctuation), the phrases of a longer clause, its
 * words with their punctuation and emoji. The narrowest line that sets the text well holds the
 * widest of them (a poster's title is sized so it does: see parts/short-text.ts).
 * @param text - display text
 * @param clauseKept - the longest Chinese clause kept on one line (8, or HEADLINE_CLAUSE)
 * @returns the pieces, in order
 */
export function unbreakablePieces(text: string, clauseKept = CLAUSE_KEPT): string[] {
  const out: string[] = [];
  let piece = '';
  const end = (): void => {
    if (piece.trim()) out.push(piece.trim());
    piece = '';
  };
  for (const run of typesetRuns(text, { clauseKept, display: true })) {
    if (run.br || (run.text === ' ' && !run.keep)) {
      end();
      continue;
    }
    if (run.wbr === 'always') end();
    piece += run.text;
    if (CLAUSE_END.test(run.text)) end();
  }
  end();
  return out;
}

/**
 * The text as its runs draw it (spaces collapsed, none at a paragraph's edges, newlines kept):
 * a text in this form has the same character offsets as the runs, so a carousel can cut it.
 * @param text - any text
 * @returns the normalised text
 */
export function typesetText(text: string): string {
  return typesetRuns(text)
    .map((r) => r.text)
    .join('');
}

/**
 * The runs that draw characters [from, to) of a typeset text: runs cut at the two ends (a kept run
 * cut in two keeps both halves whole), and no space left at the slice's end, where its line ends.
 * Cut from the whole text's runs, a slice breaks its lines exactly where the whole text does.
 * @param runs - typesetRuns(text)
 * @param from - offset of the first character, in the joined runs
 * @param to - offset after the last one (Infinity: to the end)
 * @returns the runs of the slice
 */
export function sliceRuns(runs: readonly TypesetRun[], from: number, to: number): TypesetRun[] {
  const out: TypesetRun[] = [];
  let at = 0;
  for (const run of runs) {
    const start = at;
    const end = at + run.text.length;
    at = end;
    if (end <= from || start >= to) continue;
    const text = run.text.slice(Math.max(0, from - start), Math.min(run.text.length, to - start));
    // A run cut at its start begins a line: the break before it is the cut, not a <wbr>.
    const { wbr, ...rest } = run;
    out.push({ ...rest, text, at: Math.max(start, from), ...(wbr && start >= from ? { wbr } : {}) });
  }
  while (out.length > 0 && !out[out.length - 1]!.br && out[out.length - 1]!.text.trim() === '') out.pop();
  const last = out[out.length - 1];
  if (last && !last.br) out[out.length - 1] = { ...last, text: last.text.trimEnd() };
  return out;
}
