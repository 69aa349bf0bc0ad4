import { Typeset, WRAP } from '../typeset/Typeset';
import { paragraphs } from './article-text';

/**
 * Text as paragraphs: one <p> per blank-line paragraph, set by the card layer's Typeset (its line
 * breaks kept as breaks, its last line never a lone character).
 * @param props - the text and the paragraph class
 * @returns the paragraphs, or nothing for empty text
 */
export function Paragraphs({
  text,
  className,
  dropCapClass,
}: {
  text: string | undefined;
  className?: string;
  /** A class for the first paragraph's first letter (a drop cap), drawn as an element of its own. */
  dropCapClass?: string;
}) {
  const wrap = className ? `${className} ${WRAP.pretty}` : WRAP.pretty;
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i} className={wrap}>
          {i === 0 && dropCapClass ? <WithDropCap text={p} className={dropCapClass} /> : <Typeset text={p} />}
        </p>
      ))}
    </>
  );
}

// A drop cap is an element, not ::first-letter: the export's cloner (snapdom) only draws
// ::first-letter over a text node that is the paragraph's first child, and typeset text starts
// with a run element, so the PNG lost the drop cap (found by the export's text guard, issue 14).
const FIRST_LETTER = /^[^\p{L}\p{N}\s]*[\p{L}\p{N}]/u;

/**
 * Typeset text whose first letter (with any opening punctuation) is an element of its own.
 * @param props - the text and the drop cap's class
 * @returns the text
 */
export function WithDropCap({ text, className }: { text: string; className: string }) {
  const first = FIRST_LETTER.exec(text)?.[0];
  if (!first) return <Typeset text={text} />;
  return (
    <>
      <span className={className}>{first}</span>
      <Typeset text={text.slice(first.length)} />
    </>
  );
}
