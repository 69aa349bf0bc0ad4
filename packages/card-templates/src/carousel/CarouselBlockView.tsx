import type { CarouselBlock, CarouselBlockClasses } from './carousel-blocks';

/**
 * One block, or a part of a text block, as both the measurer and the pages draw it. The text
 * sits alone in a `data-text` span, so the measurer can read its line boxes and a page can show
 * any range of it; a continued part drops its list marker but keeps the item's indent.
 * @param props - the block, its text part (for split blocks), whether it continues one, the classes
 * @returns the block's element, or nothing for a page break
 */
export function CarouselBlockView({
  block,
  index,
  text,
  isContinued = false,
  classes,
}: {
  block: CarouselBlock;
  index: number;
  text?: string;
  isContinued?: boolean;
  classes: CarouselBlockClasses;
}) {
  const shown = text ?? ('text' in block ? block.text : '');
  const common = { 'data-block': block.type, 'data-block-index': index };
  switch (block.type) {
    case 'heading':
      return (
        <div {...common} className={classes.heading} data-level={block.level}>
          {block.icon && (
            <span aria-hidden data-icon>
              {block.icon}
            </span>
          )}
          <span data-text>{shown}</span>
        </div>
      );
    case 'paragraph':
      return (
        <p {...common} className={classes.paragraph} data-gap={isContinued ? undefined : block.gap}>
          <span data-text>{shown}</span>
        </p>
      );
    case 'listItem':
      return (
        <div
          {...common}
          className={classes.listItem}
          data-gap={isContinued ? undefined : block.gap}
          data-ordered={block.ordered}
        >
          <span aria-hidden className={classes.marker}>
            {isContinued ? '' : block.marker}
          </span>
          <span data-text>{shown}</span>
        </div>
      );
    case 'image':
      return (
        <div {...common} className={classes.image}>
          <img src={block.src} alt={block.alt} style={{ aspectRatio: `1 / ${block.ratio}` }} />
        </div>
      );
    case 'break':
      return <div {...common} hidden />;
  }
}
