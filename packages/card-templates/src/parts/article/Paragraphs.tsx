import { paragraphs } from './article-text';

/**
 * Text as paragraphs: one <p> per blank-line paragraph, line breaks kept inside each.
 * @param props - the text and the paragraph class
 * @returns the paragraphs, or nothing for empty text
 */
export function Paragraphs({ text, className }: { text: string | undefined; className?: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i} className={className} style={{ whiteSpace: 'pre-line' }}>
          {p}
        </p>
      ))}
    </>
  );
}
