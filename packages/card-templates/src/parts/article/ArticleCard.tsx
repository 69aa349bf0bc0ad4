import type { ReactNode } from 'react';
import { ARTICLE_CARD_WIDTH, type ArticleContent } from '@inkcard/card-engine';
import base from '../card-base.module.css';
import article from './article-base.module.css';
import { articleLang } from './article-text';

/**
 * Marks a top-level block of an article card. A paginated export (the 3:4 carousel) may cut the
 * card between such blocks, never inside one.
 */
export const ARTICLE_BLOCK = { 'data-article-block': '' } as const;

/**
 * The root every article card shares: laid out at the exported width (750 px, spec §9), tagged
 * with the card's language so line breaking and font choice follow the text, not the UI.
 * @param props - the template id, the content, the template's class and the card's children
 * @returns the card element
 */
export function ArticleCard({
  id,
  content,
  className,
  children,
}: {
  id: `article/${string}`;
  content: ArticleContent;
  className: string | undefined;
  children: ReactNode;
}) {
  const lang = articleLang(content);
  return (
    <article
      className={`${base.card} ${article.root} ${className ?? ''}`}
      data-card={id}
      data-lang={lang}
      lang={lang === 'zh' ? 'zh-CN' : 'en'}
      style={{ width: ARTICLE_CARD_WIDTH }}
    >
      {children}
    </article>
  );
}
