import { Fragment } from 'react';
import article from './article-base.module.css';

const words = new Intl.Segmenter('zh', { granularity: 'word' });
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const OPENING = /[“‘《「『（【〔[({"']$/u;

// A phrase ends after this punctuation or a space; a short phrase is kept whole on one line.
const PHRASE_END = /[：，；、。！？:;,!?\s]$/u;
/** Longest phrase (in characters) kept unbroken: fits a line of every article headline. */
const MAX_PHRASE = 12;

/** Word runs of one phrase: a break before each word that does not follow an opening mark. */
function wordRuns(segments: readonly Intl.SegmentData[]): string[] {
  const runs: string[] = [];
  let previous = '';
  for (const { segment, isWordLike } of segments) {
    if (runs.length === 0 || (isWordLike && !OPENING.test(previous))) runs.push(segment);
    else runs[runs.length - 1] += segment;
    previous = segment;
  }
  return runs;
}

/**
 * Splits a headline into the runs a line may break between. A short phrase ("城市更新的下一个十年：")
 * stays whole, so lines break at its punctuation; a long one breaks between words, found by the
 * browser's own Chinese dictionary (Intl.Segmenter). Punctuation stays with the word before it,
 * so "，" never starts a line and "“" never ends one.
 * @param text - a headline
 * @returns its runs, in order
 */
export function headlineWords(text: string): string[] {
  const phrases: Intl.SegmentData[][] = [[]];
  for (const segment of words.segment(text)) {
    phrases.at(-1)!.push(segment);
    if (PHRASE_END.test(segment.segment)) phrases.push([]);
  }
  return phrases
    .filter((p) => p.length > 0)
    .flatMap((p) => {
      const phrase = p.map((s) => s.segment).join('');
      return Array.from(phrase).length <= MAX_PHRASE ? [phrase] : wordRuns(p);
    });
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
