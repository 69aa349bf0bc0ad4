import { Typeset, WRAP } from '../typeset/Typeset';
import { paragraphs } from './article-text';

/**
 * Text as paragraphs: one <p> per blank-line paragraph, set by the card layer's Typeset (its line
 * breaks kept as breaks, its last line never a lone character).
 * @param props - the text and the paragraph class
 * @returns the paragraphs, or nothing for empty text
 */
export function Paragraphs({ text, className }: { text: string | undefined; className?: string }) {
  const wrap = className ? `${className} ${WRAP.pretty}` : WRAP.pretty;
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i} className={wrap}>
          <Typeset text={p} />
        </p>
      ))}
    </>
  );
}
