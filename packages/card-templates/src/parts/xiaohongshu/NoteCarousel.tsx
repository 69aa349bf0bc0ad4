import { useCallback, useMemo, type CSSProperties } from 'react';
import type { XiaohongshuContent, XiaohongshuStyle } from '@inkcard/card-engine';
import base from '../card-base.module.css';
import { Carousel, type CarouselBlockClasses, type CarouselPageProps } from '../../carousel';
import { fontStack } from '../../fonts/font-stacks';
import { withAlpha } from '../color';
import { coverTitleSize, noteBlocks } from './note-blocks';
import page from './note-page.module.css';

/**
 * The note carousel every xiaohongshu template draws: a cover page (image, title, tags), content
 * pages with the title above and "n/N" below, or one page when the note is short. A template
 * gives its theme class (colours, paper, decorations); the structure is shared.
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
  const { title, tags, coverImage } = content;
  const Page = useCallback(
    ({ kind, number, count, body }: CarouselPageProps) => {
      const tagList = tags.length > 0 && (
        <ul className={page.tags}>
          {tags.map((t) => (
            <li key={t} className={page.tag}>
              #{t}
            </li>
          ))}
        </ul>
      );
      const pageNumber = count > 1 && (
        <span className={page.number}>
          {number}/{count}
        </span>
      );
      if (kind === 'cover') {
        return (
          <div
            className={`${base.card} ${page.page} ${page.cover} ${theme}`}
            data-has-image={Boolean(coverImage)}
            data-carousel-fit
          >
            {coverImage && <img className={page.coverImage} src={coverImage} alt="" />}
            <div className={page.coverText} data-carousel-fit>
              <span className={page.coverMark} aria-hidden />
              <h1
                className={`${page.coverTitle} ${base.multiline}`}
                style={{ fontSize: `${coverTitleSize(title, Boolean(coverImage))}px` }}
              >
                {title}
              </h1>
              {tagList}
            </div>
            <footer className={page.footer}>{pageNumber}</footer>
          </div>
        );
      }
      if (kind === 'single') {
        return (
          <div className={`${base.card} ${page.page} ${page.single} ${theme}`} data-carousel-fit>
            {coverImage && <img className={page.singleImage} src={coverImage} alt="" />}
            <h1 className={`${page.singleTitle} ${base.multiline}`}>{title}</h1>
            {body}
            {tagList}
          </div>
        );
      }
      return (
        <div className={`${base.card} ${page.page} ${page.content} ${theme}`} data-carousel-fit>
          <header className={page.header}>
            <span className={page.headerMark} aria-hidden />
            <span className={page.headerTitle}>{title}</span>
          </header>
          {body}
          <footer className={page.footer}>{pageNumber}</footer>
        </div>
      );
    },
    [title, tags, coverImage, theme],
  );
  const vars = {
    '--accent': style.accentColor,
    '--accent-soft': withAlpha(style.accentColor, 0.12),
    '--accent-mark': withAlpha(style.accentColor, 0.28),
    '--body-size': `${style.fontSize}px`,
    fontFamily: fontStack(style.fontFamily),
  } as CSSProperties;
  return <Carousel id={id} blocks={blocks} Page={Page} classes={BLOCK_CLASSES} hasCover style={vars} />;
}

const BLOCK_CLASSES: CarouselBlockClasses = {
  body: page.body!,
  heading: page.heading!,
  paragraph: page.paragraph!,
  listItem: page.listItem!,
  marker: page.marker!,
  image: page.image!,
};
