// Line-breaking rules every card shares, as a pure function over the text (no DOM): which runs of
// a text must stay on one line, and which are Latin (so a CJK letter-spacing never tracks them).
// The browser does the rest (`line-break: strict`, `text-wrap: pretty | balance`); these rules
// cover what CSS cannot say: emoji kept with their word, Chinese words kept whole, no single CJK
// character or lone word left on a paragraph's last line, no break after a hyphen in a word.

/** One run of text: `keep` runs never break inside; `latin` runs take no CJK letter-spacing. */
export interface TypesetRun {
  text: string;
  keep: boolean;
  latin: boolean;
  /** A hard line break (a newline in the text). */
  br?: true;
  /**
   * A line may break before this run even in a block that breaks only at punctuation
   * (`word-break: keep-all`, short display text): it starts a word inside a clause too long to
   * keep on one line.
   */
  wbr?: true;
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LATIN = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const SPACE = /^\s+$/u;
/** Punctuation that may not start a line (CJK and Latin): it stays with what precedes it. */
const CLOSING = /^[，。、；：？！）》」』】〕〉’”…,.;:!?)\]}%％·・～~—–-]+$/u;
/** Punctuation that may not end a line: it stays with what follows it. */
const OPENING = /^[（《「『【〔〈‘“([{#＃@]+$/u;
/** A Latin token longer than this (a URL, a code) may break anywhere rather than overflow. */
const LONGEST_KEPT = 24;
/** The last line of a paragraph holds at least this many CJK characters. */
const MIN_LAST_CJK = 2;
/** A Chinese clause (up to its punctuation) of at most this many characters is kept on one line in display text. */
const CLAUSE_KEPT = 8;
const CLAUSE_END = /[，。、；：？！,.;:?!…]$/u;
/** Two last Latin words are glued when together at most this long (a short widow is worse). */
const WIDOW_GLUE = 14;

type Kind = 'space' | 'emoji' | 'open' | 'close' | 'word';
interface Piece {
  text: string;
  kind: Kind;
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

const count = (s: string, re: RegExp): number => Array.from(s).filter((c) => re.test(c)).length;

function kindOf(s: string): Kind {
  if (SPACE.test(s)) return 'space';
  if (EMOJI.test(s) && !CJK.test(s) && !/\p{L}/u.test(s)) return 'emoji';
  if (CLOSING.test(s)) return 'close';
  if (OPENING.test(s)) return 'open';
  return 'word';
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
  return out;
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
  else if (
    last.space &&
    ![last.text, prev.text].some((t) => CJK.test(t)) &&
    LATIN.test(last.text) &&
    prev.text.length + last.text.length + 1 <= WIDOW_GLUE
  )
    merge();
}

/** The units that start a word inside a Chinese clause longer than CLAUSE_KEPT characters. */
function longClauseStarts(list: Unit[]): Set<number> {
  const starts = new Set<number>();
  let clause: number[] = [];
  const close = (): void => {
    const size = clause.reduce((n, i) => n + count(list[i]!.text, CJK), 0);
    if (size > CLAUSE_KEPT) for (const i of clause.slice(1)) if (!list[i]!.space) starts.add(i);
    clause = [];
  };
  list.forEach((unit, i) => {
    clause.push(i);
    if (CLAUSE_END.test(unit.text) || unit.space) close();
  });
  close();
  return starts;
}

/**
 * Splits a card text into runs for line breaking: each Chinese word, each Latin word with its
 * punctuation, each emoji with its word, and a paragraph's last two CJK characters (or two short
 * Latin words) become runs that never break inside; Latin runs are marked so CJK letter-spacing
 * skips them. Newlines become hard breaks.
 * @param text - any text (the user's)
 * @returns the runs; joined, they give back the text with each run of spaces as one space and
 *   none at a paragraph's edges (the card would collapse them anyway)
 */
export function typesetRuns(text: string): TypesetRun[] {
  const runs: TypesetRun[] = [];
  text.split('\n').forEach((paragraph, index) => {
    if (index > 0) runs.push({ text: '\n', keep: false, latin: false, br: true });
    const list = units(pieces(paragraph));
    guardLastLine(list);
    const wordBreaks = longClauseStarts(list);
    const isLatin = (u: Unit | undefined): boolean => Boolean(u) && LATIN.test(u!.text) && !CJK.test(u!.text);
    list.forEach((unit, i) => {
      // A space between Latin words is Latin too: no CJK tracking widens it.
      if (unit.space && i > 0) runs.push({ text: ' ', keep: false, latin: isLatin(list[i - 1]) && isLatin(unit) });
      const wbr = wordBreaks.has(i) ? { wbr: true as const } : {};
      const latin = LATIN.test(unit.text) && !CJK.test(unit.text);
      // A plain Latin word needs no keeping (browsers break only between words) and must stay
      // free to break when it is wider than the line; the rest is kept unless it is that long.
      const joined = CJK.test(unit.text) || EMOJI.test(unit.text) || / |\p{L}[-‐]\p{L}/u.test(unit.text);
      const long = latin && unit.text.length > LONGEST_KEPT;
      runs.push({ text: unit.text, keep: joined && !long && Array.from(unit.text).length > 1, latin, ...wbr });
    });
  });
  return runs;
}
