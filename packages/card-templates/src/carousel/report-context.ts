import { createContext } from 'react';

/** What the carousel tells whoever shows it (the maker's preview) after each layout. */
export interface CarouselReport {
  pageCount: number;
  /** 1-based numbers of pages whose content still does not fit. */
  overflowing: number[];
}

/**
 * Provided by the maker to learn the page count and overflowing pages; absent elsewhere. A module
 * of its own, so a maker that never shows a carousel does not load the carousel's layout code.
 */
export const CarouselReportContext = createContext<((report: CarouselReport) => void) | null>(null);
