import { Typeset, WRAP } from '../parts/typeset/Typeset';
import type { CarouselBlock, CarouselBlockClasses } from './carousel-blocks';

/**
 * One block, or a part of a text block, as both the measurer and the pages draw it. The text is
 * set by the card layer's Typeset inside a `data-text` span, so the measurer can read its line
 * boxes and a page can show any range of it (`from`, `to`: offsets into the block's text, which
 * the carousel keeps in typeset form); a continued part drops its list marker but keeps the
 * item's indent. A paragraph's caption (a quote's speaker) follows its last part.
 * @param props - the block, the part to show (split blocks), the classes
 * @returns the block's element, or nothing for a page break
 */
export function CarouselBlockView({
  block,
  index,
  from = 0,
  to = Infinity,
  classes,
}: {
  block: CarouselBlock;
  index: number;
  from?: number;
  to?: number;
  classes: CarouselBlockClasses;
}) {
  const isContinued = from > 0;
  const role = 'role' in block ? block.role : undefined;
  const common = { 'data-block': block.type, 'data-block-index': index, 'data-role': role };
  switch (block.type) {
    case 'heading':
      return (
        <div {...common} className={`${classes.heading} ${WRAP.balance}`} data-level={block.level}>
          {block.icon && (
            <span aria-hidden data-icon>
              {block.icon}
            </span>
          )}
          <span data-text>
            <Typeset text={block.text} marks={block.marks ?? []} display />
          </span>
        </div>
      );
    case 'paragraph':
      return (
        <p {...common} className={`${classes.paragraph} ${WRAP.pretty}`} data-gap={isContinued ? undefined : block.gap}>
          <span data-text>
            <Typeset text={block.text} marks={block.marks ?? []} from={from} to={to} />
          </span>
          {/* The caption belongs to the paragraph's end: drawn (and measured, as part of its last
              line) only with the part that reaches it. */}
          {block.caption && to >= block.text.length && (
            <span className={classes.caption} data-caption>
              <Typeset text={block.caption} />
            </span>
          )}
        </p>
      );
    case 'listItem':
      return (
        <div
          {...common}
          className={`${classes.listItem} ${WRAP.pretty}`}
          data-gap={isContinued ? undefined : block.gap}
          data-ordered={block.ordered}
        >
          <span aria-hidden className={classes.marker}>
            {isContinued ? '' : block.marker}
          </span>
          <span data-text>
            <Typeset text={block.text} marks={block.marks ?? []} from={from} to={to} />
          </span>
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
