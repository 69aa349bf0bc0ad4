import { Fragment } from 'react';
import article from './article-base.module.css';

const words = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const OPENING = /[“‘《「『（【〔\[({"']$/u;

/**
 * Splits a headline into the runs a line may break between: words, by the browser's own Chinese
 * dictionary (Intl.Segmenter). Punctuation stays with the word before it, so "，" never starts a
 * line and "“" never ends one; the line-breaking rules already allow a break after "，" or "：".
 * @param text - a headline
 * @returns its runs, in order
 */
export function headlineWords(text: string): string[] {
  const runs: string[] = [];
  let previous = '';
  for (const { segment, isWordLike } of words.segment(text)) {
    // A new run (a break opportunity) only before a word that does not follow an opening mark.
    if (runs.length === 0 || (isWordLike && !OPENING.test(previous))) runs.push(segment);
    else runs[runs.length - 1] += segment;
    previous = segment;
  }
  return runs;
}

/**
 * A headline that breaks Chinese between words rather than inside them ("城市" never splits into
 * 城 / 市), so a balanced heading reads naturally. Latin text breaks at spaces as always; a word
 * too long for the line still wraps (the card's overflow-wrap).
 * @param props - the headline text
 * @returns the text with a break opportunity between words
 */
export function Words({ text }: { text: string }) {
  if (!CJK.test(text)) return <>{text}</>;
  return (
    <span className={article.words}>
      {headlineWords(text).map((w, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {w}
        </Fragment>
      ))}
    </span>
  );
}
