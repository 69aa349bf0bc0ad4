import type { BodyBlock } from '@inkcard/card-engine';

/** An image in a carousel: never split; `ratio` is its height over its width. */
export interface CarouselImageBlock {
  type: 'image';
  src: string;
  alt: string;
  ratio: number;
}

/** A heading that may carry an icon (a section's emoji) drawn before its text. */
export type CarouselHeadingBlock = Extract<BodyBlock, { type: 'heading' }> & { icon?: string };

/** What a carousel lays out: body blocks (card-engine's parseBodyBlocks) and images. */
export type CarouselBlock = Exclude<BodyBlock, { type: 'heading' }> | CarouselHeadingBlock | CarouselImageBlock;

/** The class names a template gives the carousel's blocks (from its CSS module). */
export interface CarouselBlockClasses {
  body: string;
  heading: string;
  paragraph: string;
  listItem: string;
  marker: string;
  image: string;
}
