import { Fragment, createElement, useMemo, type ReactNode } from 'react';
import { readMarkdown, type InlineMark, type MarkedText } from '@inkcard/card-engine';
import styles from './typeset.module.css';
import { isDisplayLength, sliceRuns, typesetRuns, type TypesetRun } from './typeset-runs';

/**
 * The text-wrap classes a template puts on the block that holds a Typeset: `balance` for titles,
 * names and other short display text (lines of equal length, broken at punctuation and between
 * phrases), `pretty` for body text.
 */
export const WRAP = { balance: `${styles.balance} ${styles.phrases}`, pretty: styles.pretty } as const;

/**
 * The wrap for a text that may be short or long (a quote, a wish): short texts are balanced and
 * break at their punctuation; longer ones fill their lines, with no short last line (or, for a
 * title that stays a few lines however long, are balanced too).
 * @param text - the text the block holds
 * @param long - how a longer text wraps: 'pretty' (body text) or 'balance' (a title)
 * @returns class names for the block
 */
export function wrapFor(text: string, long: 'pretty' | 'balance' = 'pretty'): string {
  return isDisplayLength(text) ? `${styles.balance} ${styles.phrases}` : (styles[long] ?? '');
}

/**
 * The wrap for display text of any length (a quote, a wish, a festival's name): like wrapFor, but
 * a long text too breaks only at its punctuation and between phrases, never inside a Chinese word.
 * Its Typeset must say `display`, which marks where the phrases of a long clause may break.
 * @param text - the text the block holds
 * @param long - how a longer text wraps: 'pretty' or 'balance'
 * @returns class names for the block
 */
export function displayWrap(text: string, long: 'pretty' | 'balance' = 'pretty'): string {
  return isDisplayLength(text) ? wrapFor(text, long) : `${styles[long] ?? ''} ${styles.phrases}`;
}

/** The element each Markdown mark is drawn with, outermost first. */
const MARK_TAGS: readonly [InlineMark['type'], string][] = [
  ['code', 'code'],
  ['strong', 'strong'],
  ['em', 'em'],
  ['del', 's'],
];
const BREAKABLE_SPACE = /[^\S\u00a0\u2007\u202f\n]/u;

/**
 * Moves marks from offsets in a text to offsets in its runs' text (spaces collapsed, none at a
 * paragraph's edges): the runs hold every character of the text but collapsed spaces, in order.
 * @param text - the marked text
 * @param joined - its runs' texts joined
 * @param marks - marks over `text`
 * @returns the marks over `joined`
 */
function marksInRuns(text: string, joined: string, marks: readonly InlineMark[]): InlineMark[] {
  const at = new Array<number>(text.length + 1);
  let j = 0;
  for (let i = 0; i < text.length; i++) {
    at[i] = j;
    const c = text[i]!;
    if (BREAKABLE_SPACE.test(c)) {
      if (joined[j] === ' ' && !(i > 0 && BREAKABLE_SPACE.test(text[i - 1]!))) j++;
    } else if (c === joined[j]) j++;
  }
  at[text.length] = j;
  return marks.map((m) => ({ ...m, from: at[m.from]!, to: at[m.to]! })).filter((m) => m.to > m.from);
}

/** A run's text cut where marks start or end, each piece inside its marks' elements. */
function markedPieces(text: string, start: number, marks: readonly InlineMark[]): ReactNode {
  const cuts = new Set([0, text.length]);
  for (const m of marks) {
    for (const x of [m.from - start, m.to - start]) if (x > 0 && x < text.length) cuts.add(x);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const pieces: ReactNode[] = [];
  for (let k = 0; k + 1 < points.length; k++) {
    const [a, b] = [points[k]!, points[k + 1]!];
    const on = new Set(marks.filter((m) => m.from <= start + a && m.to >= start + b).map((m) => m.type));
    let node: ReactNode = text.slice(a, b);
    for (const [type, tag] of [...MARK_TAGS].reverse()) {
      if (on.has(type)) node = createElement(tag, { className: styles[type] }, node);
    }
    pieces.push(<Fragment key={a}>{node}</Fragment>);
  }
  return pieces;
}

/**
 * A card text set for good line breaks (see typeset-runs.ts): words, emoji and a paragraph's
 * last characters kept together, Latin runs free of CJK letter-spacing, newlines as breaks.
 * Put it in a block with `text-wrap` (WRAP.balance for titles, WRAP.pretty for body text).
 * A carousel page shows a part of a paragraph with `from` and `to` (offsets into
 * `typesetText(text)`): the part is cut from the whole paragraph's runs, so its lines break
 * where the whole paragraph's do.
 * Markdown in the text is drawn, never printed: **bold**, *italic*, ~~struck~~, `code`, links
 * as their words, `#` headings bold, `>` dropped, bullets as "•" (card-engine's readMarkdown);
 * `plain` turns that off (a code card's tokens). A text already read (a carousel's block, cut by
 * offsets into its marked text) comes with its `marks`.
 * @param props - the text (shown as text, never as markup), optionally the part to show, the
 *   longest Chinese clause kept whole (HEADLINE_CLAUSE for a wide headline), `display` for
 *   display text of any length set in a `displayWrap` block (short texts are display text anyway),
 *   `plain` to draw Markdown marks as typed, and `marked`: the text's marks, already read
 * @returns the runs as spans and breaks
 */
export function Typeset({
  text,
  from = 0,
  to = Infinity,
  clauseKept,
  display,
  plain,
  marks: given,
}: {
  text: string;
  from?: number;
  to?: number;
  clauseKept?: number;
  display?: boolean;
  plain?: boolean;
  /** Marks over `text`, which is then already plain (read by `readMarked`). */
  marks?: readonly InlineMark[];
}) {
  const read: MarkedText = useMemo(
    () => (given ? { text, marks: [...given] } : plain ? { text, marks: [] } : readMarkdown(text)),
    [text, plain, given],
  );
  const whole = useMemo(
    () => typesetRuns(read.text, { clauseKept, display: display || isDisplayLength(read.text) }),
    [read.text, clauseKept, display],
  );
  const marks = useMemo(
    () => (read.marks.length === 0 ? [] : marksInRuns(read.text, whole.map((r) => r.text).join(''), read.marks)),
    [read, whole],
  );
  const runs = useMemo(() => {
    if (from > 0 || to !== Infinity) return sliceRuns(whole, from, to);
    let at = 0;
    return whole.map((r): TypesetRun => {
      const run = { ...r, at };
      at += r.text.length;
      return run;
    });
  }, [whole, from, to]);
  return (
    <>
      {runs.map((run, i) => {
        if (run.br) return <br key={i} />;
        const className = [run.keep && styles.keep, run.latin && styles.latin].filter(Boolean).join(' ');
        const start = run.at ?? 0;
        const inside = marks.filter((m) => m.from < start + run.text.length && m.to > start);
        const body = inside.length > 0 ? markedPieces(run.text, start, inside) : run.text;
        return (
          <Fragment key={i}>
            {run.wbr === 'always' && <wbr />}
            {run.wbr === 'loose' && <wbr className={styles.loose} />}
            {className ? <span className={className}>{body}</span> : body}
          </Fragment>
        );
      })}
    </>
  );
}

/**
 * A text's Markdown read and set in the form its runs draw (spaces collapsed, as typesetText),
 * with the marks moved to match: what a carousel cuts into pages by offsets, then draws with
 * `<Typeset text marks from to>`.
 * @param source - the text as typed
 * @returns the plain text in runs' form and its marks
 */
export function readMarked(source: string): MarkedText {
  const read = readMarkdown(source);
  const joined = typesetRuns(read.text)
    .map((r) => r.text)
    .join('');
  return { text: joined, marks: read.marks.length ? marksInRuns(read.text, joined, read.marks) : [] };
}
