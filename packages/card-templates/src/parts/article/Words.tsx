import { Fragment } from 'react';
import article from './article-base.module.css';

const words = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/**
 * Splits a headline into words (the browser's own Chinese dictionary, through Intl.Segmenter).
 * @param text - a headline
 * @returns its segments, in order
 */
export function headlineWords(text: string): string[] {
  return Array.from(words.segment(text), (s) => s.segment);
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
