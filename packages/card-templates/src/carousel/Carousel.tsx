import {
  createContext,
  useMemo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CarouselBlockView } from './CarouselBlockView';
import { glueLastCharacters } from './glue-last-characters';
import { layOut, type CarouselPageKind, type LaidOutPage } from './lay-out';
import type { CarouselBlock, CarouselBlockClasses } from './carousel-blocks';
import css from './carousel.module.css';

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

/** What the carousel tells whoever shows it (the maker's preview) after each layout. */
export interface CarouselReport {
  pageCount: number;
  /** 1-based numbers of pages whose content still does not fit. */
  overflowing: number[];
}

/** Provided by the maker to learn the page count and overflowing pages; absent elsewhere. */
export const CarouselReportContext = createContext<((report: CarouselReport) => void) | null>(null);

const PAGE_WIDTH = 540;

/**
 * Long content as a carousel of 3:4 pages (1080 × 1440 at the export's 2×). The blocks are
 * rendered hidden at the page's content width, measured once fonts have loaded, and split by
 * paginate(): a short text is one page; a longer one gets a cover page (when `hasCover`) and as
 * many content pages as it needs. Any kind can use it: give it blocks, a page component and the
 * block classes of its CSS module.
 * @param props - the card id, blocks, the template's page component and classes, whether to add a cover
 * @returns the pages, side by side; each carries `data-carousel-page` (1-based) for the export
 */
export function Carousel({
  id,
  blocks: givenBlocks,
  Page,
  classes,
  hasCover,
  style,
  className = '',
}: {
  id: string;
  blocks: readonly CarouselBlock[];
  Page: ComponentType<CarouselPageProps>;
  classes: CarouselBlockClasses;
  hasCover: boolean;
  style?: React.CSSProperties;
  className?: string;
}) {
  const report = useContext(CarouselReportContext);
  const blocks = useMemo(
    () =>
      givenBlocks.map((b) =>
        b.type === 'paragraph' || b.type === 'listItem' ? { ...b, text: glueLastCharacters(b.text) } : b,
      ),
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

  // After the pages are drawn: flag any page whose boxes still overflow, and tell the maker.
  useLayoutEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const overflowing: number[] = [];
    strip.querySelectorAll<HTMLElement>(':scope > [data-carousel-page]').forEach((el, i) => {
      const over =
        pages[i]?.overflows === true ||
        Array.from(el.querySelectorAll<HTMLElement>('[data-carousel-fit]')).some(
          (box) => box.scrollHeight > box.clientHeight + 1,
        );
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
      data-carousel
      data-page-count={count}
      className={`${css.strip} ${className}`}
      style={{ '--carousel-page-width': `${PAGE_WIDTH}px`, ...style } as React.CSSProperties}
    >
      {pages.map((p, i) => (
        <div key={i} className={css.page} data-carousel-page={i + 1} data-page-kind={p.kind}>
          <Page
            kind={p.kind}
            number={i + 1}
            count={count}
            body={
              p.kind === 'cover' ? null : (
                <div className={`${css.body} ${classes.body}`} data-carousel-body data-carousel-fit>
                  {p.slices.map((s) => {
                    const block = blocks[s.block];
                    if (!block) return null;
                    // Only paragraphs and list items split; a slice of anything else is the whole block.
                    const text =
                      block.type === 'paragraph' || block.type === 'listItem'
                        ? block.text.slice(s.from, s.to).trimEnd()
                        : undefined;
                    return (
                      <CarouselBlockView
                        key={`${s.block}-${s.from}`}
                        block={block}
                        index={s.block}
                        text={text}
                        isContinued={s.from > 0}
                        classes={classes}
                      />
                    );
                  })}
                </div>
              )
            }
          />
        </div>
      ))}
      <div className={css.measurer} aria-hidden data-export-ignore>
        <div className={css.page} data-carousel-measure="content">
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
        <div className={css.page} data-carousel-measure="single">
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
