/** Longest text the tokenizer reads, in UTF-16 units; beyond it the parse fails fast with `tooLong`. */
export const MAX_INPUT_CHARS = 50_000;

// C0/C1 controls other than tab and newline, plus BOM and soft hyphen, never carry meaning in a
// pasted card text and would otherwise reach the preview as invisible boxes.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFEFF\u00AD]/g;

/**
 * Normalises pasted text: unifies line endings (CRLF, CR, U+2028/9) and drops control characters.
 * @param text - raw user text
 * @returns text with only `\n` line breaks and no control characters
 */
export function normalizeText(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(CONTROL_CHARS, '');
}
