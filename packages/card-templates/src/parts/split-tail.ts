const HAN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const LETTER = /[\p{L}\p{N}]/u;
// Beyond this many characters a glued tail could be wider than a narrow column; glue less.
const MAX_TAIL = 16;

const graphemes = (text: string): string[] =>
  typeof Intl.Segmenter === 'function'
    ? Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment)
    : Array.from(text);

/**
 * Splits one line into a head that may wrap anywhere and a tail that must stay on one line, so the
 * last line of a paragraph never holds a single CJK character, a lone emoji or a lone word: the
 * tail is the last three CJK characters, or the last two words, with the punctuation and emoji
 * around them.
 * @param line - one line of text (no line breaks)
 * @returns head and tail; the tail is '' when the line is too short or its end too long to glue
 */
export function splitTail(line: string): { head: string; tail: string } {
  const chars = graphemes(line);
  let han = 0;
  let words = 0;
  let inWord = false;
  let start = chars.length;
  for (let i = chars.length - 1; i >= 0; i--) {
    const ch = chars[i]!;
    if (HAN.test(ch)) {
      if (han >= 3 || words >= 1) break;
      han++;
      inWord = false;
    } else if (LETTER.test(ch)) {
      if (!inWord) {
        if (words >= 2 || han >= 1) break;
        words++;
        inWord = true;
      }
    } else {
      inWord = false;
    }
    start = i;
  }
  // The whole line fits the rule already (or nothing does): nothing to glue.
  if (start === 0 || start === chars.length) return { head: line, tail: '' };
  let tail = chars.slice(start);
  if (tail.length > MAX_TAIL) {
    // Two long words: keep just the last one with what follows it, if that is short enough.
    const lastSpace = tail.lastIndexOf(' ', tail.length - 2);
    tail = lastSpace >= 0 ? tail.slice(lastSpace + 1) : [];
    if (tail.length > MAX_TAIL || tail.length === 0) return { head: line, tail: '' };
  }
  // A space at the start of the tail belongs to the head: it is where the line may break.
  while (tail.length > 0 && /^\s$/u.test(tail[0]!)) tail = tail.slice(1);
  if (tail.length === 0) return { head: line, tail: '' };
  const tailText = tail.join('');
  return { head: line.slice(0, line.length - tailText.length), tail: tailText };
}
