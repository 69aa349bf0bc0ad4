/** The carousel: long content as 3:4 pages, for any kind (see Carousel.tsx and paginate.ts). */
export { Carousel } from './Carousel';
export type { CarouselPageKind, CarouselPageProps } from './Carousel';
export { CarouselReportContext } from './report-context';
export type { CarouselReport } from './report-context';
export { CarouselBlockView } from './CarouselBlockView';
export type {
  CarouselBlock,
  CarouselBlockClasses,
  CarouselImageBlock,
  CarouselHeadingBlock,
  CarouselParagraphBlock,
} from './carousel-blocks';
export { paginate, sentenceStarts } from './paginate';
export type { CarouselPage, MeasuredBlock, MeasuredLine, PageSlice, PaginateOptions } from './paginate';
export { measureBlocks, measureLines, relayoutBlock } from './measure-blocks';
export { layOut } from './lay-out';
export type { LaidOutPage } from './lay-out';
