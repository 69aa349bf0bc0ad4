import { measureBlocks, relayoutBlock } from './measure-blocks';
import { paginate, type PageSlice } from './paginate';

/** Which page a template draws: the cover, a content page, or the one page of a short text. */
export type CarouselPageKind = 'cover' | 'content' | 'single';

/** One page as the carousel draws it. */
export interface LaidOutPage {
  kind: CarouselPageKind;
  slices: PageSlice[];
  overflows: boolean;
}

/**
 * Measures the blocks and splits them: one page when everything fits the single page's body,
 * else a cover (optional) and content pages.
 * @param content - the measurer's content-page body, holding every block
 * @param single - the measurer's single-page body (empty; only its height is read)
 * @param hasCover - whether a multi-page carousel opens with a cover page
 * @returns the pages
 */
export function layOut(content: HTMLElement, single: HTMLElement, hasCover: boolean): LaidOutPage[] {
  const scale = content.offsetHeight > 0 ? content.getBoundingClientRect().height / content.offsetHeight || 1 : 1;
  const measured = measureBlocks(content);
  const relayout = (block: number, from: number) => relayoutBlock(content, block, from);
  const singleHeight = single.getBoundingClientRect().height / scale;
  const contentHeight = content.getBoundingClientRect().height / scale;
  const alone = paginate(measured, { pageHeight: singleHeight, relayout });
  if (alone.length <= 1 && !alone[0]?.overflows) {
    return [{ kind: 'single', slices: alone[0]?.slices ?? [], overflows: false }];
  }
  const pages = paginate(measured, { pageHeight: contentHeight, relayout });
  return [
    ...(hasCover ? [{ kind: 'cover' as const, slices: [], overflows: false }] : []),
    ...pages.map((p) => ({ kind: 'content' as const, slices: p.slices, overflows: p.overflows })),
  ];
}
