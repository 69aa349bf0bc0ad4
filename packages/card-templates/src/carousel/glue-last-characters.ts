const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });
const GLUED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}]/u;
const TRAILING = /^[\p{P}\s]+$/u;

/**
 * Joins a paragraph's last CJK character or emoji to the one before it with a word joiner
 * (U+2060, invisible), so the last line never holds a single character or a lone emoji. The
 * measurer and the pages draw the same text, so pages still break where they were measured.
 * @param text - a paragraph
 * @returns the text, glued at its end when that helps
 */
export function glueLastCharacters(text: string): string {
  const tail = text.slice(-24);
  const parts = Array.from(segmenter.segment(tail), (s) => s.segment);
  let last = parts.length - 1;
  while (last > 0 && TRAILING.test(parts[last]!)) last--;
  if (last < 1 || !GLUED.test(parts[last]!) || /\s/.test(parts[last - 1]!) || parts[last - 1] === '\u2060') {
    return text;
  }
  const cut = text.length - parts.slice(last).join('').length;
  return `${text.slice(0, cut)}\u2060${text.slice(cut)}`;
}
