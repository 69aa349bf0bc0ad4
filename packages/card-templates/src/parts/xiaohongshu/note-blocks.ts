import { parseBodyBlocks, type NoteSectionKind, type XiaohongshuContent } from '@inkcard/card-engine';
import type { CarouselBlock } from '../../carousel';

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

/**
 * The cover title's size in px: big for a short title, smaller as it grows, so up to about 60
 * characters fit the cover in four lines or fewer.
 * @param title - the title
 * @param hasImage - whether a cover image takes the top of the page
 * @returns a font size in px
 */
export function coverTitleSize(title: string, hasImage: boolean): number {
  // A Latin letter is about half as wide as a CJK character.
  const width = Array.from(title).reduce((w, ch) => w + (/[ -\u024f]/.test(ch) ? 0.55 : 1), 0);
  const steps = hasImage ? [34, 30, 26, 22, 20] : [46, 40, 34, 28, 24];
  const limits = [10, 18, 28, 44];
  const at = limits.findIndex((l) => width <= l);
  return steps[at === -1 ? steps.length - 1 : at]!;
}
