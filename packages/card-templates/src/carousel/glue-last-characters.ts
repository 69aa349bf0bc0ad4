const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
const GLUED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}]/u;
const TRAILING = /^[\p{P}\s]+$/u;

const LAST_WORD = /[ \t]+(\S{1,12})$/;

/**
 * Joins a paragraph's last CJK character or emoji to the one before it with a word joiner
 * (U+2060, invisible), so the last line never holds a single character or a lone emoji; a short
 * last Latin word is tied to the one before with a no-break space. The measurer and the pages
 * draw the same text, so pages still break where they were measured.
 * @param text - a paragraph
 * @returns the text, glued at its end when that helps
 */
export function glueLastCharacters(text: string): string {
  const tail = text.slice(-24);
  const parts = Array.from(segmenter.segment(tail), (s) => s.segment);
  let last = parts.length - 1;
  while (last > 0 && TRAILING.test(parts[last]!)) last--;
  if (last >= 0 && !GLUED.test(parts[last]!)) return text.replace(LAST_WORD, '\u00a0$1');
  if (last < 1 || parts[last - 1] === '\u2060' || parts[last - 1] === '\u00a0') return text;
  const cut = text.length - parts.slice(last).join('').length;
  // After a space ("great 😋") the space itself becomes a no-break space.
  if (/^[ \t]+$/.test(parts[last - 1]!)) {
    return `${text.slice(0, cut - parts[last - 1]!.length)}\u00a0${text.slice(cut)}`;
  }
  return `${text.slice(0, cut)}\u2060${text.slice(cut)}`;
}
