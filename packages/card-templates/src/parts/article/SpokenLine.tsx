import { Typeset, wrapFor } from '../typeset/Typeset';
import { monogram } from './article-text';

/** The class names a spoken line is drawn with, from its template's or the pages' stylesheet. */
export interface SpokenLineClasses {
  mark?: string;
  text?: string;
  speaker?: string;
  portrait?: string;
}

/**
 * A spoken line as an interview opens on it (its card's hero, its pages' voice cover): a big
 * quotation mark, the words, and the speaker beside a monogram when named.
 * @param props - the line, its speaker and the classes to draw them with
 * @returns the mark, the words and the speaker, to place in the caller's block
 */
export function SpokenLine({ text, by, css }: { text: string; by?: string | undefined; css: SpokenLineClasses }) {
  return (
    <>
      <span className={css.mark} aria-hidden data-zone="quote-mark">
        “
      </span>
      <p className={`${css.text ?? ''} ${wrapFor(text)}`}>
        <Typeset text={text} />
      </p>
      {by && (
        <p className={css.speaker}>
          <span className={css.portrait} data-zone="portrait">
            {monogram(by)}
          </span>
          <span>
            <Typeset text={by} />
          </span>
        </p>
      )}
    </>
  );
}
