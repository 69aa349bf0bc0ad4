import { Fragment, useMemo } from 'react';
import styles from './typeset.module.css';
import { typesetRuns } from './typeset-runs';

/** The text-wrap classes a template puts on the block that holds a Typeset. */
export const WRAP = { balance: styles.balance, pretty: styles.pretty } as const;

/**
 * A card text set for good line breaks (see typeset-runs.ts): words, emoji and a paragraph's
 * last characters kept together, Latin runs free of CJK letter-spacing, newlines as breaks.
 * Put it in a block with `text-wrap` (WRAP.balance for titles, WRAP.pretty for body text).
 * @param props - the text (shown as text, never as markup)
 * @returns the runs as spans and breaks
 */
export function Typeset({ text }: { text: string }) {
  const runs = useMemo(() => typesetRuns(text), [text]);
  return (
    <>
      {runs.map((run, i) => {
        if (run.br) return <br key={i} />;
        const className = [run.keep && styles.keep, run.latin && styles.latin].filter(Boolean).join(' ');
        return className ? (
          <span key={i} className={className}>
            {run.text}
          </span>
        ) : (
          <Fragment key={i}>{run.text}</Fragment>
        );
      })}
    </>
  );
}
