import { useCallback, useMemo, type CSSProperties } from 'react';
import type { XiaohongshuContent, XiaohongshuStyle } from '@inkcard/card-engine';
import {
  Carousel,
  type CarouselBlock,
  type CarouselBlockClasses,
  type CarouselPageKind,
  type CarouselPageProps,
} from '../../carousel';
import { fontStack } from '../../fonts/font-stacks';
import { withAlpha } from '../color';
import { minScaleFor } from '../fit/card-contract';
import { Typeset, displayWrap, wrapFor } from '../typeset/Typeset';
import { COVER_TITLE_MIN_PX, coverTitleSize, isPosterNote, noteBlocks, runningHead } from './note-blocks';
import page from './note-page.module.css';

/**
 * The note carousel every xiaohongshu template draws: a cover page (image, title, tags), content
 * pages with the title above and "n/N" below, or one page when the note is short. A template
 * gives its theme class (colours, paper, and what it draws in the cover's two corner zones); the
 * structure is shared. Each page is a 3:4 card of the card layer (see Carousel): its text set
 * with Typeset, its decorations in `data-zone`s, the cover's title shrinking to fit. A note of a
 * title and at most a short paragraph is a poster (isPosterNote): the cover's composition on its
 * one page, the title larger still and the paragraph under it as its line.
 * @param props - the card id, the note, its style and the template's theme class
 * @returns the carousel
 */
export function NoteCarousel({
  id,
  content,
  style,
  theme,
}: {
  id: string;
  content: XiaohongshuContent;
  style: XiaohongshuStyle;
  theme: string;
}) {
  const blocks = useMemo(() => noteBlocks(content), [content]);
  const poster = isPosterNote(content, blocks);
  // A poster's line is its one paragraph, drawn by the page itself: the carousel has nothing to page.
  const line = poster && blocks[0]?.type === 'paragraph' ? blocks[0].text : '';
  const { title, tags, coverImage } = content;
  const hasImage = Boolean(coverImage);
  const coverTitlePx = coverTitleSize(title, hasImage, poster ? POSTER_MEASURE : undefined);
  const Page = useCallback(
    ({ kind, number, count, body }: CarouselPageProps) => {
      const tagList = tags.length > 0 && (
        <ul className={page.tags}>
          {tags.map((t, i) => (
            <li key={`${i}-${t}`} className={page.tag}>
              <Typeset text={`#${t}`} />
            </li>
          ))}
        </ul>
      );
      const pageNumber = count > 1 && (
        <span className={page.number}>
          {number}/{count}
        </span>
      );
      if (kind === 'cover' || (kind === 'single' && poster)) {
        return (
          <div
            className={`${page.page} ${page.cover} ${theme}`}
            data-has-image={hasImage}
            data-poster={poster ? '' : undefined}
          >
            {/* Corners a theme may draw in (the classic title page's circles); the text keeps out. */}
            <span className={page.zoneTop} data-zone="cover-top" aria-hidden />
            <span className={page.zoneBottom} data-zone="cover-bottom" aria-hidden />
            {coverImage && <img className={page.coverImage} src={coverImage} alt="" />}
            <div className={page.coverText}>
              <span className={page.coverMark} data-zone="cover-mark" aria-hidden />
              <h1
                className={`${page.coverTitle} ${displayWrap(title, 'balance')}`}
                style={{ '--cover-title-size': `${coverTitlePx}px` } as CSSProperties}
              >
                {/* An inline box a theme may mark (the notebook's highlighter under a poster's lines). */}
                <span data-title-ink>
                  <Typeset text={title} display />
                </span>
              </h1>
              {line && (
                <p className={`${page.posterLine} ${wrapFor(line)}`}>
                  <Typeset text={line} />
                </p>
              )}
              {tagList}
            </div>
            <footer className={page.footer}>{pageNumber}</footer>
          </div>
        );
      }
      if (kind === 'single') {
        return (
          <div className={`${page.page} ${page.single} ${theme}`}>
            {coverImage && <img className={page.singleImage} src={coverImage} alt="" />}
            <h1 className={`${page.singleTitle} ${displayWrap(title, 'balance')}`}>
              <Typeset text={title} display />
            </h1>
            {body}
            {tagList}
          </div>
        );
      }
      return (
        <div className={`${page.page} ${page.content} ${theme}`}>
          <header className={page.header}>
            <span className={page.headerMark} data-zone="header-mark" aria-hidden />
            <span className={page.headerTitle}>
              <Typeset text={runningHead(title)} />
            </span>
          </header>
          {body}
          <footer className={page.footer}>{pageNumber}</footer>
        </div>
      );
    },
    [title, tags, coverImage, hasImage, coverTitlePx, theme, poster, line],
  );
  // Only the cover's (and a poster's) title may shrink (down to COVER_TITLE_MIN_PX); the body
  // never does: it pages.
  const pageMinScale = useCallback(
    (kind: CarouselPageKind) =>
      kind === 'cover' || (kind === 'single' && poster) ? minScaleFor(coverTitlePx, COVER_TITLE_MIN_PX) : 1,
    [coverTitlePx, poster],
  );
  const vars = {
    '--accent': style.accentColor,
    '--accent-soft': withAlpha(style.accentColor, 0.12),
    '--accent-mark': withAlpha(style.accentColor, 0.28),
    '--body-size': `${style.fontSize}px`,
    fontFamily: fontStack(style.fontFamily),
  } as CSSProperties;
  return (
    <Carousel
      id={id}
      blocks={poster ? NO_BLOCKS : blocks}
      Page={Page}
      classes={BLOCK_CLASSES}
      hasCover
      pageMinScale={pageMinScale}
      style={vars}
    />
  );
}

/** A poster title's line: the 540 px page less the cover's 48 px sides (note-page.module.css). */
const POSTER_MEASURE = 444;

const NO_BLOCKS: readonly CarouselBlock[] = [];

const BLOCK_CLASSES: CarouselBlockClasses = {
  body: page.body ?? '',
  heading: page.heading!,
  paragraph: page.paragraph!,
  listItem: page.listItem!,
  marker: page.marker!,
  image: page.image!,
};
