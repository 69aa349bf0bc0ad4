import {
  useMemo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import base from '../parts/card-base.module.css';
import { CardCanvas } from '../parts/fit/CardCanvas';
import { readMarked } from '../parts/typeset/Typeset';
import { CarouselBlockView } from './CarouselBlockView';
import { layOut, type CarouselPageKind, type LaidOutPage } from './lay-out';
import type { CarouselBlock, CarouselBlockClasses } from './carousel-blocks';
import css from './carousel.module.css';
import { CarouselReportContext } from './report-context';

export type { CarouselPageKind };

/** What a template's page receives: its kind, its number of `count`, and the body to place. */
export interface CarouselPageProps {
  kind: CarouselPageKind;
  /** 1-based. */
  number: number;
  count: number;
  /** The page's blocks; the page puts it in the box the text may fill (absent on the cover). */
  body: ReactNode;
}

const PAGE_WIDTH = 540;
/** Every page is a card on this canvas (the card layer's CardCanvas): 540 × 720 CSS px. */
const PAGE_CANVAS = '3:4';
// The measurer's pages are exactly the canvas (its bodies then give the height a page offers);
// the pages shown are CardCanvases, as tall as the canvas or taller when they overflow.
const MEASURED_PAGE = { width: PAGE_WIDTH, height: (PAGE_WIDTH * 4) / 3 } as const;

/**
 * Long content as a carousel of 3:4 pages (1080 × 1440 at the export's 2×). The blocks are
 * rendered hidden at the page's content width, measured once fonts have loaded, and split by
 * paginate(): a short text is one page; a longer one gets a cover page (when `hasCover`) and as
 * many content pages as it needs. Any kind can use it: give it blocks, a page component and the
 * block classes of its CSS module.
 *
 * Each page is a card of the card layer: a `CardCanvas` of 3:4 whose text is set with Typeset. The
 * body never shrinks (the carousel pages instead); the page's chrome may, down to
 * `pageMinScale(kind)` (a cover's big title, written `calc(… * var(--fit, 1))`). A page that
 * still does not fit grows taller, never clips, and is reported (`data-fit="overflow"`).
 * @param props - the card id, blocks, the template's page component and classes, whether to add a
 *   cover, and the smallest text scale of each kind of page (1, nothing shrinks, by default)
 * @returns the pages, side by side; each carries `data-carousel-page` (1-based) for the export
 */
export function Carousel({
  id,
  blocks: givenBlocks,
  Page,
  classes,
  hasCover,
  pageMinScale,
  style,
  className = '',
}: {
  id: string;
  blocks: readonly CarouselBlock[];
  Page: ComponentType<CarouselPageProps>;
  classes: CarouselBlockClasses;
  hasCover: boolean;
  pageMinScale?: (kind: CarouselPageKind) => number;
  style?: React.CSSProperties;
  className?: string;
}) {
  const report = useContext(CarouselReportContext);
  // Texts in the form their typeset runs draw (Markdown read, spaces collapsed), so the
  // measurer's offsets and the pages' slices count the same characters.
  const blocks = useMemo(
    () => givenBlocks.map((b) => ('text' in b ? { ...b, ...readMarked(b.text) } : b)),
    [givenBlocks],
  );
  const contentRef = useRef<HTMLDivElement>(null);
  const singleRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const lastLayout = useRef('');
  const lastReport = useRef('');
  // Before the first measurement (and in a server render) everything sits on one page.
  const [pages, setPages] = useState<LaidOutPage[]>(() => [
    { kind: 'single', slices: blocks.map((_, i) => ({ block: i, from: 0, to: Infinity })), overflows: false },
  ]);
  // Only its setter is used: a font arriving re-renders, and the layout effect measures again.
  const [, setFontsLoaded] = useState(0);

  // Measure again whenever fonts finish loading: CJK faces arrive chunk by chunk as text needs them.
  useEffect(() => {
    let live = true;
    const again = (): void => {
      if (live) setFontsLoaded((n) => n + 1);
    };
    void document.fonts.ready.then(again);
    document.fonts.addEventListener('loadingdone', again);
    return () => {
      live = false;
      document.fonts.removeEventListener('loadingdone', again);
    };
  }, []);

  // After every render: anything (text, style, the page's chrome, a font) may have moved a line.
  // The new layout is set only when it differs, so the second render settles the loop.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const content = contentRef.current;
    const single = singleRef.current;
    if (!content || !single) return;
    const next = layOut(content, single, hasCover);
    const key = JSON.stringify(next);
    if (key !== lastLayout.current) {
      lastLayout.current = key;
      setPages(next);
    }
  });

  // After the pages are drawn (each page's fit has run: children's effects run first): flag any
  // page that still does not fit, and tell the maker.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const overflowing: number[] = [];
    strip.querySelectorAll<HTMLElement>(':scope > [data-carousel-page]').forEach((el, i) => {
      const over = pages[i]?.overflows === true || el.getAttribute('data-fit') === 'overflow';
      if (over) overflowing.push(i + 1);
      el.toggleAttribute('data-overflows', over);
    });
    const summary = JSON.stringify([pages.length, overflowing]);
    if (report && summary !== lastReport.current) {
      lastReport.current = summary;
      report({ pageCount: pages.length, overflowing });
    }
  });

  const count = pages.length;
  const allBlocks = blocks.map((b, i) => <CarouselBlockView key={i} block={b} index={i} classes={classes} />);
  return (
    <div
      ref={stripRef}
      data-card={id}
      data-canvas={PAGE_CANVAS}
      data-carousel
      data-page-count={count}
      className={`${css.strip} ${className}`}
      style={{ '--carousel-page-width': `${PAGE_WIDTH}px`, ...style } as React.CSSProperties}
    >
      {pages.map((p, i) => (
        <CardCanvas
          key={i}
          width={PAGE_WIDTH}
          canvas={PAGE_CANVAS}
          minScale={pageMinScale?.(p.kind) ?? 1}
          className={css.page}
          data={{ 'data-carousel-page': String(i + 1), 'data-page-kind': p.kind }}
        >
          <Page
            kind={p.kind}
            number={i + 1}
            count={count}
            body={
              p.kind === 'cover' ? null : (
                <div className={`${css.body} ${classes.body}`} data-carousel-body>
                  {p.slices.map((s) => {
                    const block = blocks[s.block];
                    if (!block) return null;
                    // Only paragraphs and list items split; a slice of anything else is the whole block.
                    const splits = block.type === 'paragraph' || block.type === 'listItem';
                    return (
                      <CarouselBlockView
                        key={`${s.block}-${s.from}`}
                        block={block}
                        index={s.block}
                        from={splits ? s.from : 0}
                        to={splits ? s.to : Infinity}
                        classes={classes}
                      />
                    );
                  })}
                </div>
              )
            }
          />
        </CardCanvas>
      ))}
      <div className={css.measurer} aria-hidden data-export-ignore>
        <div className={`${base.card} ${css.page}`} style={MEASURED_PAGE} data-carousel-measure="content">
          <Page
            kind="content"
            number={1}
            count={2}
            body={
              <div ref={contentRef} className={`${css.body} ${classes.body}`} data-carousel-measure-body="content">
                {allBlocks}
              </div>
            }
          />
        </div>
        <div className={`${base.card} ${css.page}`} style={MEASURED_PAGE} data-carousel-measure="single">
          <Page
            kind="single"
            number={1}
            count={1}
            body={<div ref={singleRef} className={`${css.body} ${classes.body}`} data-carousel-measure-body="single" />}
          />
        </div>
      </div>
    </div>
  );
}
