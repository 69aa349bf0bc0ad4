// Short text is the most common card and must be the best-looking one (issue 30): a one-line
// note, a headline alone, a quote of a few words. The rule every template follows is written in
// docs/DECISIONS.md ("Short text is composed, not left in a corner"); these are its measures.
import { LATIN_WIDTH, unbreakablePieces } from './typeset/typeset-runs';

/**
 * A text's width in CJK characters: what a line of it takes at a given size, the same measure
 * in both languages (eight Chinese characters, or about fifteen Latin letters, are 8).
 * @param text - any text
 * @returns its width in units of one CJK character
 */
export function textWidth(text: string): number {
  return Array.from(text).reduce((w, ch) => w + (/[ -\u024f]/.test(ch) ? LATIN_WIDTH : 1), 0);
}

/**
 * How much larger a short display text (a quote, a wish, a headline alone) is set than the
 * template's size for it: 1 from `full` characters' width up, so a typical or long text keeps
 * exactly its look, and larger as the text gets shorter (inversely to its width, so a short line
 * grows to about the width a `full` one takes), up to the template's `max`. The card's fit still
 * shrinks it when the canvas has no room.
 * @param text - the display text
 * @param full - the width (textWidth) at and above which the text is set at the template's size
 * @param max - the largest factor the template allows
 * @returns a factor in [1, max]
 */
export function shortTextScale(text: string, full: number, max: number): number {
  const width = textWidth(text.trim());
  if (width <= 0) return 1;
  return Math.min(max, Math.max(1, full / width));
}

/**
 * The width (textWidth) of the widest piece a display text of several pieces never breaks inside
 * (a clause kept whole, a word): a line narrower than this would have to break it, so a poster's
 * title is never set so large that its line is. A text of one piece (a single clause) may break
 * between its phrases at any size, so it sets no such width.
 * @param text - display text
 * @param clauseKept - the longest Chinese clause kept on one line (typeset-runs' default, or HEADLINE_CLAUSE)
 * @returns the width, 0 for a text of one piece
 */
export function widestPiece(text: string, clauseKept?: number): number {
  const pieces = unbreakablePieces(text, clauseKept);
  return pieces.length < 2 ? 0 : Math.max(...pieces.map(textWidth));
}
