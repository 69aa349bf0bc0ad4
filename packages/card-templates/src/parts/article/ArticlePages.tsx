import { useCallback, useMemo, type ComponentType, type CSSProperties } from 'react';
import type { ArticleContent, Lang } from '@inkcard/card-engine';
import { Carousel, type CarouselBlockClasses, type CarouselPageKind, type CarouselPageProps } from '../../carousel';
import type { CardProps } from '../../template';
import { withAlpha } from '../color';
import { minScaleFor } from '../fit/card-contract';
import { HEADLINE_CLAUSE } from '../typeset/typeset-runs';
import { Typeset, wrapFor } from '../typeset/Typeset';
import { coverTitleSize, runningHead } from '../xiaohongshu/note-blocks';
import { articleBlocks, coverContents, coverFigures, coverLead, type SectionMark } from './article-blocks';
import { ARTICLE_HEADINGS, articleLang, byline, ordinal, readingMinutes, splitQuote } from './article-text';
import type { ArticleCoverLook, ArticleTheme } from './article-theme';
import { SpokenLine, type SpokenLineClasses } from './SpokenLine';
import css from './article-pages.module.css';

/**
 * How an article template looks on 3:4 pages: its colours, fonts and heading style, so its pages
 * belong to it. Every value is data; the structure (cover, content pages, single page) is shared.
 */
export interface ArticlePagesTheme extends ArticleCoverLook {
  /** Page colours. `paper` may be any CSS background (a gradient); `soft` tints boxes. */
  colors: { paper: string; ink: string; text: string; muted: string; accent: string; rule: string };
  /** Text on the accent (a `tag` heading); white by default. */
  onAccent?: string;
  /** Title and body font stacks, per card language. */
  fonts: Readonly<Record<Lang, { title: string; body: string }>>;
  /** Body size in px per card language (16 / 17 by default: 32 / 34 px in the 1080 px PNG). */
  bodySize?: Readonly<Record<Lang, number>>;
  /** Section and block headings: an accent bar, a big number, a hairline rule, centred, or a filled tag. */
  heading: 'bar' | 'number' | 'rule' | 'center' | 'tag';
  /** How sections are numbered. */
  sectionMark: SectionMark;
  /** The small label on the cover and in every page's footer, per card language. */
  kicker: Readonly<Record<Lang, string>>;
}

/**
 * A template's pages from its theme (ArticleTheme): the card's colours and fonts, with the
 * pages' own where they differ.
 * @param theme - the template
 * @returns the component the template declares as its paged form
 */
export function themePages(theme: ArticleTheme): ComponentType<CardProps<'article'>> {
  const { palette, pages } = theme;
  const { colors: own, fonts, kicker, ...look } = pages;
  const colors = { ...palette, ...own };
  return articlePages(theme.id, {
    ...look,
    colors: {
      paper: colors.paper,
      ink: colors.ink,
      text: colors.text,
      muted: colors.muted,
      accent: colors.accent,
      rule: colors.rule,
    },
    fonts: fonts ?? theme.fonts,
    kicker: kicker ?? { zh: theme.words.zh.kicker, en: theme.words.en.kicker },
  });
}

/** Font stacks the article templates' pages are set in (self-hosted faces, see fonts/). */
export const PAGE_FONTS = {
  sans: "'Noto Sans SC', sans-serif, 'Noto Color Emoji'",
  serif: "'Noto Serif SC', serif, 'Noto Color Emoji'",
  kai: "'LXGW WenKai', 'Noto Serif SC', serif, 'Noto Color Emoji'",
  roboto: "'Roboto', 'Noto Sans SC', sans-serif, 'Noto Color Emoji'",
  /** A Latin face with the CJK serif behind it. */
  latinSerif: (face: string) => `'${face}', 'Noto Serif SC', serif, 'Noto Color Emoji'`,
} as const;

/** The smallest a cover's title may shrink to before the page says it overflows. */
const COVER_TITLE_MIN_PX = 20;

/** The cover headline's line: the 540 px page less the band or card cover's sheet margins and padding (article-pages.module.css). */
const COVER_MEASURE = 436;

/**
 * The article templates' paged form (their `pagedForm`): the article as 3:4 pages in the
 * template's colours, fonts and heading style. A cover (kicker, date, headline, subtitle, byline,
 * the lead or core concept), then content pages (running head, blocks split by the carousel's
 * rules, kicker and "n/N" at the foot); a short article is one page with no page number.
 * @param id - the template's id (the strip's `data-card`)
 * @param theme - the template's look on pages
 * @returns the component the template declares as its paged form
 */
export function articlePages(id: `article/${string}`, theme: ArticlePagesTheme): ComponentType<CardProps<'article'>> {
  function ArticlePagedForm({ content }: CardProps<'article'>) {
    return <ArticlePages id={id} theme={theme} content={content} />;
  }
  return ArticlePagedForm;
}

function ArticlePages({ id, theme, content }: { id: string; theme: ArticlePagesTheme; content: ArticleContent }) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const lead = useMemo(() => coverLead(content), [content]);
  // A voice cover opens on the lead when it is a spoken line; otherwise it is drawn as ink.
  const voice = useMemo(
    () => (theme.cover === 'voice' && lead?.field === 'quote' ? theme.coverVoice?.(content) : undefined),
    [theme, lead, content],
  );
  const shown = useMemo(() => coverFigures(content, theme.coverFigure), [content, theme.coverFigure]);
  // What the cover shows is not printed again: its figures' lines, the quote its voice opens on.
  const blocks = useMemo(() => {
    const rest = shown ? shown.rest : content;
    const quotes = voice ? rest.quotes.filter((q) => splitQuote(q).text !== voice.text) : rest.quotes;
    return articleBlocks({ ...rest, quotes }, theme.sectionMark);
  }, [shown, voice, content, theme.sectionMark]);
  const coverKind = theme.cover === 'voice' && !voice ? 'ink' : theme.cover;
  const contentsTitles = useMemo(() => (theme.coverContents ? coverContents(content) : []), [theme, content]);
  const title = content.title || content.concepts[0]?.title || '';
  const isBare = blocks.length === 0;
  // A headline with nothing for the pages stands alone on its cover: a poster's size.
  const titlePx = coverTitleSize(title, false, isBare ? COVER_MEASURE : undefined);
  const by = byline(content, lang);
  const minutes = readingMinutes(content);
  const kicker = theme.kicker[lang];

  // What a cover adds to the standfirst: the same on every page that draws it.
  const opening = useMemo(
    () =>
      voice && (
        <div className={css.voice} data-field="quote">
          <SpokenLine text={voice.text} by={voice.by} css={VOICE_CLASSES} />
        </div>
      ),
    [voice],
  );
  const contents = useMemo(
    () =>
      contentsTitles.length > 1 && (
        <ol className={css.contents}>
          {contentsTitles.map((t, i) => (
            <li key={i}>
              <span className={css.contentsNumber}>{ordinal(i + 1)}</span>
              <span>
                <Typeset text={t} />
              </span>
            </li>
          ))}
        </ol>
      ),
    [contentsTitles],
  );
  const figures = useMemo(
    () =>
      shown && (
        <ul className={css.figures}>
          {shown.figures.map((f, i) => (
            <li key={i}>
              <span className={css.figure}>
                <Typeset text={f.value} />
              </span>
              <span className={css.figureLine}>
                <Typeset text={f.text} />
              </span>
            </li>
          ))}
        </ul>
      ),
    [shown],
  );

  const Page = useCallback(
    ({ kind, number, count, body }: CarouselPageProps) => {
      const pageNumber = count > 1 && (
        <span className={css.number}>
          {number}/{count}
        </span>
      );
      const common = {
        lang: lang === 'zh' ? 'zh-CN' : 'en',
        'data-lang': lang,
        'data-heading': theme.heading,
      };
      const headline = title && (
        <h1
          className={`${css.title} ${wrapFor(title, 'balance')}`}
          style={
            {
              // The one page of a short article is composed like a cover: a cover's headline.
              '--title-size': `${titlePx}px`,
            } as CSSProperties
          }
        >
          <Typeset text={title} clauseKept={HEADLINE_CLAUSE} />
        </h1>
      );
      const standfirst = (
        <>
          {content.subtitle && (
            <p className={`${css.subtitle} ${wrapFor(content.subtitle)}`}>
              <Typeset text={content.subtitle} />
            </p>
          )}
          {by && (
            <p className={css.byline}>
              <Typeset text={by} />
            </p>
          )}
          {lead && !voice && (
            <p className={`${css.lead} ${wrapFor(lead.text)}`} data-field={lead.field}>
              {theme.coverLeadLabel && kind !== 'single' && (
                <span className={css.leadLabel}>{theme.coverLeadLabel[lang]}</span>
              )}
              <Typeset text={lead.text} />
            </p>
          )}
        </>
      );
      const meta = [content.date, h.readingTime(minutes)].filter(Boolean).join(' · ');
      // A headline alone (nothing for the pages) is drawn as a cover, without a page number.
      if (kind === 'cover' || (kind === 'single' && isBare)) {
        return (
          <div className={`${css.page} ${css.cover}`} data-cover={coverKind} {...common}>
            <header className={css.coverTop}>
              <span className={css.kicker}>
                <Typeset text={kicker} />
              </span>
              <span className={css.meta}>
                <Typeset text={meta} />
              </span>
              {theme.coverArt && coverKind === 'band' && (
                <span className={css.coverArt} data-zone="cover-art" aria-hidden>
                  {theme.coverArt}
                </span>
              )}
            </header>
            <div className={css.coverMain}>
              {theme.coverArt && coverKind !== 'band' && (
                <span className={css.coverOrnament} data-zone="cover-art" aria-hidden>
                  {theme.coverArt}
                </span>
              )}
              {opening}
              <span className={css.coverRule} data-zone="cover-rule" aria-hidden />
              {headline}
              {standfirst}
              {figures}
              {contents}
            </div>
            <footer className={css.footer}>
              <span />
              {pageNumber}
            </footer>
          </div>
        );
      }
      if (kind === 'single') {
        return (
          <div className={`${css.page} ${css.single}`} {...common}>
            <header className={css.singleTop}>
              <span className={css.kicker}>
                <Typeset text={kicker} />
              </span>
              <span className={css.meta}>
                <Typeset text={meta} />
              </span>
            </header>
            {headline}
            {standfirst}
            {/* What a cover would have shown, since the body leaves it out. */}
            {opening}
            {figures}
            {body}
          </div>
        );
      }
      return (
        <div className={`${css.page} ${css.content}`} {...common}>
          <header className={css.header}>
            <span className={css.headerMark} data-zone="header-mark" aria-hidden />
            <span className={css.headerTitle}>
              <Typeset text={runningHead(title)} />
            </span>
          </header>
          {body}
          <footer className={css.footer}>
            <span className={css.footerKicker}>
              <Typeset text={kicker} />
            </span>
            {pageNumber}
          </footer>
        </div>
      );
    },
    [
      lang,
      theme.heading,
      coverKind,
      theme.coverArt,
      theme.coverLeadLabel,
      opening,
      contents,
      figures,
      voice,
      isBare,
      title,
      titlePx,
      content.subtitle,
      by,
      lead,
      content.date,
      h,
      minutes,
      kicker,
    ],
  );
  const pageMinScale = useCallback(
    (kind: CarouselPageKind) =>
      kind === 'cover' || (kind === 'single' && isBare) ? minScaleFor(titlePx, COVER_TITLE_MIN_PX) : 1,
    [titlePx, isBare],
  );

  const { colors, coverColors = colors } = theme;
  const fonts = theme.fonts[lang];
  const vars = {
    '--paper': colors.paper,
    '--ink': colors.ink,
    '--text': colors.text,
    '--muted': colors.muted,
    '--accent': colors.accent,
    '--rule': colors.rule,
    '--soft': withAlpha(colors.accent, 0.1),
    '--cover-paper': coverColors.paper,
    '--cover-ink': coverColors.ink,
    '--cover-text': coverColors.text,
    '--cover-muted': coverColors.muted,
    '--cover-accent': coverColors.accent ?? colors.accent,
    '--band': theme.band ?? colors.accent,
    '--on-accent': theme.onAccent ?? '#ffffff',
    '--title-font': fonts.title,
    '--body-font': fonts.body,
    '--body-size': `${theme.bodySize?.[lang] ?? (lang === 'zh' ? 16 : 17)}px`,
  } as CSSProperties;
  return (
    <Carousel
      id={id}
      blocks={blocks}
      Page={Page}
      classes={BLOCK_CLASSES}
      hasCover
      pageMinScale={pageMinScale}
      style={vars}
    />
  );
}

const VOICE_CLASSES: SpokenLineClasses = {
  mark: css.voiceMark,
  text: css.voiceText,
  speaker: css.speaker,
  portrait: css.portrait,
};

const BLOCK_CLASSES: CarouselBlockClasses = {
  body: css.body ?? '',
  heading: css.heading!,
  paragraph: css.paragraph!,
  listItem: css.listItem!,
  marker: css.marker!,
  image: css.image ?? '',
  caption: css.caption!,
};
