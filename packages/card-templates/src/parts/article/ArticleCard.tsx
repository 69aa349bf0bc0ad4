import type { CSSProperties, ReactNode } from 'react';
import { ARTICLE_CARD_WIDTH, type ArticleContent } from '@inkcard/card-engine';
import { CardCanvas } from '../fit/CardCanvas';
import { minScaleFor } from '../fit/card-contract';
import article from './article-base.module.css';
import { articleLang } from './article-text';

/**
 * Marks a top-level block of an article card. A paginated export (the 3:4 carousel) may cut the
 * card between such blocks, never inside one.
 */
export const ARTICLE_BLOCK = { 'data-article-block': '' } as const;

/**
 * The tallest an article card grows (CSS px) before its text shrinks: the export draws it at
 * scale 2 on one canvas, and Chromium encodes no canvas side over 65,535 px (measured: 65,535
 * encodes, 65,536 gives no PNG), so 32,000 px (a 1500 × 64,000 PNG) is the longest image the
 * export can produce. A longer article shrinks a little, then says so; its 3:4 pages have no limit.
 */
export const ARTICLE_MAX_HEIGHT = 32_000;

/** Body text is 17 px at scale 1; a card past its maximum never sets it below 15 px. */
const ARTICLE_MIN_SCALE = minScaleFor(17, 15);

/**
 * The root every article card shares: a content-height card of the card layer (CardCanvas, `auto`
 * up to ARTICLE_MAX_HEIGHT) laid out at the exported width (750 px, spec §9), tagged with the
 * card's language so line breaking and font choice follow the text, not the UI. Every font size a
 * template writes is `calc(<px> * var(--fit, 1))`, so the fit can shrink the text as one.
 * @param props - the template id, the content, the template's class and the card's children
 * @returns the card element
 */
export function ArticleCard({
  id,
  content,
  className,
  style,
  poster,
  children,
}: {
  id: `article/${string}`;
  content: ArticleContent;
  className: string | undefined;
  /** The theme's colours and fonts as CSS variables (themeVariables). */
  style?: CSSProperties;
  /** A headline alone (isHeadlineOnly): drawn as a 4:3 poster (`data-poster`, article-base.module.css). */
  poster?: boolean;
  children: ReactNode;
}) {
  const lang = articleLang(content);
  return (
    <CardCanvas
      card={id}
      width={ARTICLE_CARD_WIDTH}
      canvas="auto"
      maxHeight={ARTICLE_MAX_HEIGHT}
      minScale={ARTICLE_MIN_SCALE}
      grows={poster}
      className={`${article.root} ${className ?? ''}`}
      {...(style ? { style } : {})}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      data={{ 'data-lang': lang, ...(poster ? { 'data-poster': '' } : {}) }}
    >
      {children}
    </CardCanvas>
  );
}
