import type { Lang } from '../kind';

// Segmenters are costly to build and stateless to use: one per granularity and language, made on
// first use so that importing the engine builds none.
const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(lang: Lang, granularity: 'sentence' | 'word'): Intl.Segmenter {
  const key = `${lang}:${granularity}`;
  let found = segmenters.get(key);
  if (!found) {
    found = new Intl.Segmenter(lang === 'zh' ? 'zh-Hans' : 'en', { granularity });
    segmenters.set(key, found);
  }
  return found;
}

// ICU ends a sentence after "Mr." and "e.g." (its suppressions are not offered by Intl): such a
// piece joins the next one.
const ABBREVIATION = /(?:^|[\s(])(?:Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|vs|etc|No|Fig|e\.g|i\.e|a\.m|p\.m|U\.S)\.\s*$/i;
// ICU leaves an opening quotation mark at the end of the sentence before it.
const TRAILING_OPENERS = /[“「『《（(‘"]+$/u;

/**
 * Cuts text into sentences with Intl.Segmenter (Chinese and English rules), one line at a time so
 * a heading never joins the paragraph after it; quotation marks stay with their sentence and
 * "Mr." or "e.g." do not end one.
 * @param text - any text
 * @param lang - the text's language
 * @returns the sentences, trimmed, in order
 */
export function splitSentences(text: string, lang: Lang): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.trim().length === 0) continue;
    let carry = '';
    const pieces = Array.from(segmenter(lang, 'sentence').segment(line), (s) => s.segment);
    for (let i = 0; i < pieces.length; i++) {
      let piece = carry + pieces[i]!;
      carry = '';
      const opener = TRAILING_OPENERS.exec(piece.trimEnd());
      if (opener && i < pieces.length - 1) {
        carry = opener[0];
        piece = piece.trimEnd().slice(0, -opener[0].length);
      }
      if (ABBREVIATION.test(piece) && i < pieces.length - 1) {
        carry = piece + carry;
        continue;
      }
      if (piece.trim()) out.push(piece.trim());
    }
    if (carry.trim()) out.push(carry.trim());
  }
  return out;
}

// Words that say nothing about what a sentence is about, in both languages.
const STOP_WORDS = new Set(
  (
    '的 了 是 在 和 与 及 也 就 都 而 又 还 被 把 让 给 对 从 向 到 这 那 这个 那个 一个 我们 你们 他们 她们 它们 ' +
    '我 你 他 她 它 自己 什么 怎么 因为 所以 但是 如果 虽然 然后 可以 没有 不是 就是 还是 已经 非常 真的 一些 ' +
    '有 个 着 过 吗 呢 吧 啊 呀 哦 嗯 之 其 或 等 很 更 最 不 没 会 要 能 说 去 来 上 下 中 里 ' +
    'a an the and or but if then so of to in on at by for with from as is are was were be been being ' +
    'it its this that these those i me my we our you your he him his she her they them their ' +
    'not no do does did have has had will would can could should may might just also very really ' +
    'there here what which who whom when where why how all any some more most than too into about'
  ).split(' '),
);

/**
 * The words a sentence is about: Intl.Segmenter's words (a dictionary for Chinese), lower-cased,
 * without stop words, punctuation or numbers.
 * @param sentence - one sentence
 * @param lang - its language
 * @returns the words, repeats kept
 */
export function wordsOf(sentence: string, lang: Lang): string[] {
  const words: string[] = [];
  for (const s of segmenter(lang, 'word').segment(sentence)) {
    if (!s.isWordLike) continue;
    const word = s.segment.toLowerCase();
    if (STOP_WORDS.has(word) || /^\d+$/.test(word) || /^[a-z]$/.test(word)) continue;
    words.push(word);
  }
  return words;
}

/**
 * The language a text is written in: Chinese when it has at least as many Han characters as Latin
 * words (counted as four letters each), English when it has fewer, the fallback when it has neither.
 * @param text - any text
 * @param fallback - the answer for a text without letters (the UI language)
 * @returns zh or en
 */
export function textLang(text: string, fallback: Lang): Lang {
  let han = 0;
  let letters = 0;
  for (const ch of text.slice(0, 4_000)) {
    if (/\p{Script=Han}/u.test(ch)) han++;
    else if (/\p{L}/u.test(ch)) letters++;
  }
  // A Latin word holds several letters to a Han character's one.
  if (han === 0 && letters === 0) return fallback;
  return han >= letters / 4 ? 'zh' : 'en';
}
