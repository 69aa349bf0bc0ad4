import { plainText } from '../markdown/markdown';
// Characters Windows, macOS or Linux refuse in a file name, plus control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\/:*?"<>|\u0000-\u001F\u007F]+/g;

/**
 * A card's PNG file name (spec §9): "<prefix>_<name>.png", e.g. "祝福卡片_春节.png", with the
 * fallback used when the name is blank, and characters no file system accepts removed.
 * @param prefix - the localised card prefix ("blessing card", "祝福卡片")
 * @param name - the festival, title or name; may be blank
 * @param fallback - used when the name is blank ("unnamed", "未命名")
 * @returns a safe file name ending in .png
 */
export function safeFileName(prefix: string, name: string, fallback: string): string {
  const clean = openingWords(plainText(name.replace(UNSAFE, ' ')), 60);
  return `${prefix}_${clean || fallback}.png`;
}

/** Punctuation and spaces a cut-off name should not end with ("Spring is here," → "Spring is here"). */
const TRAILING = /[\s,，.。;；:：、!！?？·…—–-]+$/u;

/**
 * A text's opening words, at most `max` characters: Latin text is cut between words (never
 * inside one, unless the first word alone is longer), Chinese between characters, and the cut
 * ends on neither a space nor a comma.
 * @param text - any text
 * @param max - the most characters kept
 * @returns the opening words, white space collapsed
 */
export function openingWords(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('').replace(TRAILING, '');
  let cut = chars.slice(0, max).join('');
  const next = chars[max]!;
  // Cut inside a Latin word: back off to the space before it.
  if (/[\p{L}\p{N}]/u.test(next) && !/\p{Script=Han}/u.test(next)) {
    const space = cut.lastIndexOf(' ');
    if (space > 0) cut = cut.slice(0, space);
  }
  return cut.replace(TRAILING, '');
}
