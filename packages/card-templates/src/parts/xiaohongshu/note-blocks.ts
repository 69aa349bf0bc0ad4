import { parseBodyBlocks, type NoteSectionKind, type XiaohongshuContent } from '@inkcard/card-engine';
import type { CarouselBlock } from '../../carousel';
import { textWidth as widthOf, widestPiece } from '../short-text';

/** The emoji that opens each section's heading, as Xiaohongshu notes mark them. */
export const NOTE_SECTION_ICONS: Readonly<Record<NoteSectionKind, string>> = {
  shopInfo: '📍',
  dishes: '🍽️',
  tips: '💡',
};

/**
 * A note's text as carousel blocks: the body, then each section under its heading.
 * @param content - the note
 * @returns the blocks in reading order
 */
export function noteBlocks(content: XiaohongshuContent): CarouselBlock[] {
  const blocks: CarouselBlock[] = parseBodyBlocks(content.body);
  for (const section of content.sections) {
    blocks.push({ type: 'heading', text: section.label, level: 2, icon: NOTE_SECTION_ICONS[section.kind] });
    blocks.push(...parseBodyBlocks(section.text));
  }
  return blocks;
}

/** The smallest a cover title may shrink to (the page's fit) before the page says it overflows. */
export const COVER_TITLE_MIN_PX = 18;

/** A running head holds at most this many CJK characters' width: one line of a content page. */
const RUNNING_HEAD_WIDTH = 30;

/**
 * The title as a content page's running head: whole when it fits one line, else shortened at a
 * word (or, in Chinese, a character) and ended with "…", as a book's running head is. The cover
 * shows the title whole; the head is a reminder, and no box ever clips it.
 * @param title - the note's title
 * @returns the head's text
 */
export function runningHead(title: string): string {
  const oneLine = title.replace(/\s+/g, ' ').trim();
  if (widthOf(oneLine) <= RUNNING_HEAD_WIDTH) return oneLine;
  let width = 0;
  let cut = 0;
  const chars = Array.from(oneLine);
  while (cut < chars.length && width + widthOf(chars[cut]!) <= RUNNING_HEAD_WIDTH - 1) width += widthOf(chars[cut++]!);
  let head = chars.slice(0, cut).join('');
  // Latin: end at the last whole word rather than inside one.
  const space = head.lastIndexOf(' ');
  if (/[A-Za-z]$/.test(head) && /^[A-Za-z]/.test(chars[cut] ?? '') && space > head.length / 2)
    head = head.slice(0, space);
  return `${head.replace(/[\s\p{P}]+$/u, '')}…`;
}

/**
 * The cover title's size in px: big for a short title, smaller as it grows, so up to about 60
 * characters fit the cover in four lines or fewer. A title that stands alone on its page (a
 * poster: a note of a title and a line, a headline with nothing to page) is set larger still,
 * about six characters to the line for the shortest, but never so large that a clause or word it
 * keeps whole is wider than its line; the page's fit shrinks it if the rest needs the room.
 * @param title - the title
 * @param hasImage - whether a cover image takes the top of the page
 * @param alone - for a title alone on its page without an image (a poster): its line's width in px
 * @returns a font size in px
 */
export function coverTitleSize(title: string, hasImage: boolean, alone?: number): number {
  const at = COVER_LIMITS.findIndex((l) => widthOf(title) <= l);
  const step = at === -1 ? COVER_LIMITS.length : at;
  if (hasImage || alone === undefined) return (hasImage ? IMAGE_COVER_STEPS : COVER_STEPS)[step]!;
  const px = Math.min(POSTER_STEPS[step]!, Math.floor(alone / (widestPiece(title) * WIDER)));
  // A title of several clauses is set so that each clause, to its punctuation, holds one line
  // ("人均80吃到扶墙！/ 藏在弄堂里的本帮菜"), unless that would set it smaller than a cover does.
  const clauses = titleClauses(title);
  const byClause = Math.floor(alone / (Math.max(...clauses.map(widthOf)) * WIDER));
  return clauses.length > 1 && byClause >= COVER_STEPS[step]! ? Math.min(px, byClause) : px;
}

/** The widths (textWidth) up to which a cover title takes each of the steps' sizes. */
const COVER_LIMITS = [10, 18, 28, 44];
/** A cover title's sizes in px by its length: under an image, alone, and as a poster. */
const IMAGE_COVER_STEPS = [34, 30, 26, 22, 20];
const COVER_STEPS = [46, 40, 34, 28, 24];
const POSTER_STEPS = [68, 60, 50, 40, 32];
/** How much wider than textWidth a bold, tracked title runs. */
const WIDER = 1.05;

/**
 * A title's clauses: up to and with each punctuation mark that ends one (and at line breaks).
 * @param title - a title
 * @returns its clauses, trimmed
 */
function titleClauses(title: string): string[] {
  return title
    .split(/(?<=[，。、；：？！,.;:?!…])|\n/u)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A poster note's body holds at most this many CJK characters' width: about three lines under its title. */
const POSTER_BODY_WIDTH = 60;

/**
 * Whether a note is short enough to be a poster: a title and at most one short paragraph, no
 * sections (the most common note, and the one that must look best). A poster is the cover's
 * composition on one page (its corner decorations, the title large, the line under it, the
 * tags) instead of a page of body text with the rest of the canvas empty.
 * @param content - the note
 * @param blocks - its blocks (noteBlocks)
 * @returns true for a poster
 */
export function isPosterNote(content: XiaohongshuContent, blocks: readonly CarouselBlock[]): boolean {
  if (content.sections.length > 0 || blocks.length > 1) return false;
  const only = blocks[0];
  return !only || (only.type === 'paragraph' && widthOf(only.text) <= POSTER_BODY_WIDTH);
}
