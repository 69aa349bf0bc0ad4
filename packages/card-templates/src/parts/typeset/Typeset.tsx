import { Fragment, useMemo } from 'react';
import styles from './typeset.module.css';
import { isDisplayLength, sliceRuns, typesetRuns } from './typeset-runs';

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

/**
 * A card text set for good line breaks (see typeset-runs.ts): words, emoji and a paragraph's
 * last characters kept together, Latin runs free of CJK letter-spacing, newlines as breaks.
 * Put it in a block with `text-wrap` (WRAP.balance for titles, WRAP.pretty for body text).
 * A carousel page shows a part of a paragraph with `from` and `to` (offsets into
 * `typesetText(text)`): the part is cut from the whole paragraph's runs, so its lines break
 * where the whole paragraph's do.
 * @param props - the text (shown as text, never as markup), optionally the part to show, the
 *   longest Chinese clause kept whole (HEADLINE_CLAUSE for a wide headline), and `display` for
 *   display text of any length set in a `displayWrap` block (short texts are display text anyway)
 * @returns the runs as spans and breaks
 */
export function Typeset({
  text,
  from = 0,
  to = Infinity,
  clauseKept,
  display,
}: {
  text: string;
  from?: number;
  to?: number;
  clauseKept?: number;
  display?: boolean;
}) {
  const whole = useMemo(
    () => typesetRuns(text, { clauseKept, display: display || isDisplayLength(text) }),
    [text, clauseKept, display],
  );
  const runs = useMemo(() => (from > 0 || to !== Infinity ? sliceRuns(whole, from, to) : whole), [whole, from, to]);
  return (
    <>
      {runs.map((run, i) => {
        if (run.br) return <br key={i} />;
        const className = [run.keep && styles.keep, run.latin && styles.latin].filter(Boolean).join(' ');
        return (
          <Fragment key={i}>
            {run.wbr === 'always' && <wbr />}
            {run.wbr === 'loose' && <wbr className={styles.loose} />}
            {className ? <span className={className}>{run.text}</span> : run.text}
          </Fragment>
        );
      })}
    </>
  );
}
