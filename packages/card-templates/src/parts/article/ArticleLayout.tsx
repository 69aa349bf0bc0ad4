import type { ComponentType, CSSProperties } from 'react';
import type { TemplateDraw } from '../../template';
import { themePages } from './ArticlePages';
import type { ArticleContent } from '@inkcard/card-engine';
import type { CardProps } from '../../template';
import { HEADLINE_CLAUSE } from '../typeset/typeset-runs';
import { Typeset, wrapFor } from '../typeset/Typeset';
import { ARTICLE_BLOCK, ArticleCard } from './ArticleCard';
import { ArticlePart } from './ArticlePart';
import { shortTextScale } from '../short-text';
import { ARTICLE_HEADINGS, articleLang, byline, isHeadlineOnly, monogram, readingMinutes } from './article-text';
import { cx, drawSlot, type Classes } from './article-classes';
import type { ArticleTheme, ArticleView } from './article-theme';
import layout from './article-layout.module.css';

/**
 * The card every article template draws: its theme's parts in its order, with its stylesheet,
 * colours, fonts and words (see ArticleTheme). The template's folder holds the theme, its CSS and
 * its examples; nothing of the structure.
 * @param theme - the template
 * @returns the template's card component
 */
export function articleCard(theme: ArticleTheme): ComponentType<CardProps<'article'>> {
  function ArticleThemedCard({ content }: CardProps<'article'>) {
    return <ArticleLayout theme={theme} content={content} />;
  }
  return ArticleThemedCard;
}

/**
 * What an article template's component module exports (its folder's `Article<Name>Card.tsx`,
 * which its manifest loads): the card and 3:4 pages drawn from its theme.
 * @param theme - the template
 * @returns the card and its paged form
 */
export function articleDraw(theme: ArticleTheme): TemplateDraw<'article'> {
  return { Component: articleCard(theme), pagedForm: themePages(theme) };
}

/**
 * What a theme's colours and fonts set on a card or its pages: a CSS variable per palette key
 * (`ink` → `--ink`), and `--title-font` / `--body-font` in the card's language.
 * @param theme - the template
 * @param lang - the card's language
 * @returns the variables, for a `style` attribute
 */
export function themeVariables(theme: Pick<ArticleTheme, 'palette' | 'fonts'>, lang: 'zh' | 'en'): CSSProperties {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme.palette)) vars[`--${key}`] = value;
  vars['--title-font'] = theme.fonts[lang].title;
  vars['--body-font'] = theme.fonts[lang].body;
  return vars as CSSProperties;
}

/**
 * Everything a part is drawn from, for one article.
 * @param theme - the template
 * @param content - the article
 * @returns the view
 */
export function articleView(theme: ArticleTheme, content: ArticleContent): ArticleView {
  const lang = articleLang(content);
  return {
    content,
    lang,
    words: { ...ARTICLE_HEADINGS[lang], ...theme.words[lang] },
    css: theme.css,
    minutes: readingMinutes(content),
  };
}

/**
 * How much larger a poster's headline is set than the template's headline (`--title-boost`):
 * at least `least`, and up to `most` for a short one (shortTextScale from `full` characters' width).
 */
const POSTER_TITLE = { full: 24, least: 1.5, most: 1.8 } as const;

/**
 * The scale of a poster's headline.
 * @param title - the headline
 * @returns the factor its template's size is multiplied by
 */
function posterTitleScale(title: string): number {
  return Math.max(POSTER_TITLE.least, shortTextScale(title, POSTER_TITLE.full, POSTER_TITLE.most));
}

function ArticleLayout({ theme, content }: { theme: ArticleTheme; content: ArticleContent }) {
  const view = articleView(theme, content);
  // A headline alone is a poster (isHeadlineOnly): the card says so (`data-poster`, which the
  // shared and the template's stylesheets compose) and its headline is set larger.
  const poster = isHeadlineOnly(content);
  const style = {
    ...themeVariables(theme, view.lang),
    ...(poster ? { '--title-boost': String(Math.round(posterTitleScale(content.title) * 100) / 100) } : {}),
  } as CSSProperties;
  const k: Classes = (name, ...more) => cx(layout[name], theme.css[name], ...more);
  const parts = (list: ArticleTheme['body']) =>
    list.map((part, i) => <ArticlePart key={i} part={part} view={view} theme={theme} k={k} />);
  const inner = (
    <>
      <ArticleHeader theme={theme} view={view} k={k} />
      <div className={k('body')}>{parts(theme.body)}</div>
      {theme.foot && <footer className={k('foot')}>{parts(theme.foot)}</footer>}
    </>
  );
  return (
    <ArticleCard id={theme.id} content={content} className={theme.css.card} style={style} poster={poster}>
      {theme.frame ? <div className={k('frame')}>{inner}</div> : inner}
    </ArticleCard>
  );
}

/**
 * The header: the row above the headline (the kicker and date unless the template draws its
 * own), the headline, subtitle and byline in the template's style, and what the template adds
 * before, beside or after them.
 * @param props - the theme, the view and the class lookup
 * @returns the header's blocks
 */
export function ArticleHeader({ theme, view, k }: { theme: ArticleTheme; view: ArticleView; k: Classes }) {
  const { content: c, words } = view;
  const h = theme.header;
  const top =
    h.top === false ? null : (
      <div className={k('top')} {...(h.topApart ? ARTICLE_BLOCK : {})}>
        {h.top ? (
          drawSlot(h.top, view)
        ) : (
          <>
            <span className={k('kicker')}>{words.kicker}</span>
            {c.date && <span className={k('date')}>{c.date}</span>}
          </>
        )}
      </div>
    );
  const title = c.title && (
    <h1 className={k('title', wrapFor(c.title, 'balance'))}>
      <Typeset text={c.title} clauseKept={HEADLINE_CLAUSE} />
    </h1>
  );
  const subtitle = c.subtitle && (
    <p className={k('subtitle', wrapFor(c.subtitle, h.centred ? 'balance' : 'pretty'))}>
      <Typeset text={c.subtitle} />
    </p>
  );
  const text = (
    <>
      {!h.topApart && top}
      {drawSlot(h.beforeTitle, view)}
      {h.subtitleFirst && subtitle}
      {title}
      {!h.subtitleFirst && subtitle}
      <Byline style={h.byline} view={view} k={k} centred={h.centred} withDate={h.bylineDate} joined={h.bylineJoined} />
      {drawSlot(h.after, view)}
    </>
  );
  return (
    <>
      {drawSlot(h.before, view)}
      {h.topApart && top}
      <header className={k('head')} {...ARTICLE_BLOCK}>
        {h.aside ? (
          <>
            {drawSlot(h.aside, view)}
            <div className={k('headText')}>{text}</div>
          </>
        ) : (
          text
        )}
      </header>
      {h.below}
    </>
  );
}

function Byline({
  style,
  view,
  k,
  centred,
  withDate,
  joined,
}: {
  style: ArticleTheme['header']['byline'];
  view: ArticleView;
  k: Classes;
  centred?: boolean;
  withDate?: boolean;
  joined?: boolean;
}) {
  const { content: c, words, lang } = view;
  const date = withDate ? c.date : undefined;
  if (!c.author && !c.authorPosition && !date) return null;
  switch (style) {
    case 'text': {
      const line = byline(c, lang);
      return line ? (
        <p className={k('byline', centred ? wrapFor(line, 'balance') : undefined)}>
          <Typeset text={line} />
        </p>
      ) : null;
    }
    case 'lines':
      return (
        <>
          {c.author && (
            <p className={k('author')}>
              <Typeset text={c.author} />
            </p>
          )}
          {c.authorPosition && (
            <p className={k('position')}>
              <Typeset text={c.authorPosition} />
            </p>
          )}
        </>
      );
    case 'avatar':
      return (
        <div className={k('byline')}>
          {c.author && (
            <span className={k('avatar')} data-zone="avatar">
              {monogram(c.author)}
            </span>
          )}
          <span className={k('bylineText')}>
            {c.author && (
              <strong>
                <Typeset text={c.author} />
              </strong>
            )}
            {c.authorPosition && (
              <span className={k('position')}>
                <Typeset text={c.authorPosition} />
              </span>
            )}
          </span>
        </div>
      );
    case 'parts':
      return (
        <p className={k('byline')}>
          {c.author && (
            <span className={k('author')}>
              {!joined && words.byBefore}
              <strong>
                <Typeset text={joined ? `${words.byBefore ?? ''}${c.author}${words.byAfter ?? ''}` : c.author} />
              </strong>
              {!joined && words.byAfter}
            </span>
          )}
          {c.authorPosition && (
            <span className={k('position')}>
              <Typeset text={c.authorPosition} />
            </span>
          )}
          {date && <span className={k('date')}>{date}</span>}
        </p>
      );
  }
}
