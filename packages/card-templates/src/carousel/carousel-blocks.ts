import type { BodyBlock, InlineMark } from '@inkcard/card-engine';

/** An image in a carousel: never split; `ratio` is its height over its width. */
export interface CarouselImageBlock {
  type: 'image';
  src: string;
  alt: string;
  ratio: number;
}

/**
 * What a template may add to any block: a `role` its CSS styles the block by (`data-role`: an
 * article's key point, quote or conclusion), so one block type can look several ways.
 */
interface BlockRole {
  role?: string;
  /** The text's Markdown marks, over its plain text (set by the carousel, which reads them). */
  marks?: readonly InlineMark[];
}

/** A heading that may carry an icon (a section's emoji, a number, a time) drawn before its text. */
export type CarouselHeadingBlock = Extract<BodyBlock, { type: 'heading' }> & { icon?: string } & BlockRole;

/**
 * A paragraph that may carry a caption (a quote's speaker), drawn under the paragraph's last
 * part, so the caption never starts a page alone.
 */
export type CarouselParagraphBlock = Extract<BodyBlock, { type: 'paragraph' }> & { caption?: string } & BlockRole;

/** What a carousel lays out: body blocks (card-engine's parseBodyBlocks) and images. */
export type CarouselBlock =
  | ((Extract<BodyBlock, { type: 'listItem' }> | Extract<BodyBlock, { type: 'break' }>) & BlockRole)
  | CarouselParagraphBlock
  | CarouselHeadingBlock
  | CarouselImageBlock;

/** The class names a template gives the carousel's blocks (from its CSS module). */
export interface CarouselBlockClasses {
  body: string;
  heading: string;
  paragraph: string;
  listItem: string;
  marker: string;
  image: string;
  /** A paragraph's caption (a quote's speaker); optional for templates that give none. */
  caption?: string;
}
