import { CircleCheck, Globe, Layers, Quote, ShieldCheck, TrendingUp, Users, Zap } from 'lucide-react';
import { ArticleIcon } from '../../parts/article/ArticleIcon';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleHotNewsCard.module.css';

/**
 * Hot news (热点新闻): a breaking-news bulletin. A dark masthead with the date and reading time,
 * a heavy headline, then the story's global reactions as a timeline and its potential impact as a
 * grid of cards (their icons in turn, spec §9); everything else the text holds follows in the
 * bulletin's voice, the conclusion on the masthead's ink.
 */
const theme: ArticleTheme = {
  id: 'article/hotNews',
  css,
  palette: {
    paper: '#ffffff',
    ink: '#14161b',
    text: '#2a2d34',
    muted: '#6b7180',
    accent: '#e11d2e',
    rule: '#e7e8ec',
    soft: '#fff1f2',
  },
  fonts: {
    zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
  },
  words: { zh: { kicker: '热点速递' }, en: { kicker: 'Breaking' } },
  header: {
    topApart: true,
    top: ({ content, words, lang, minutes }) => (
      <>
        <div className={css.brand}>
          <span className={css.live} data-zone="live" />
          <span>{words.kicker}</span>
          {lang === 'zh' && <span className={css.brandEn}>HOT NEWS</span>}
        </div>
        <div className={css.meta}>
          {content.date && <span>{content.date}</span>}
          <span className={css.reading}>{words.readingTime(minutes)}</span>
        </div>
      </>
    ),
    beforeTitle: ({ content }) =>
      content.mainIcon && (
        <span className={css.mainIcon} data-zone="kicker">
          <ArticleIcon name={content.mainIcon} size={16} />
        </span>
      ),
    byline: 'avatar',
  },
  body: [
    { part: 'lead' },
    { part: 'coreConcept' },
    { part: 'keyPoints', marker: 'ordinal' },
    {
      part: 'sections',
      concepts: false,
      mark: { at: 'inline', icons: true, text: false, ornament: <i data-zone="mark" /> },
    },
    { part: 'concepts' },
    {
      part: 'reactions',
      title: 'block',
      clock: true,
      icon: (
        <span className={css.headIcon} data-zone="icon">
          <Globe size={16} aria-hidden />
        </span>
      ),
    },
    {
      part: 'impacts',
      title: 'block',
      icons: [TrendingUp, ShieldCheck, Layers, Users, Zap, Globe],
      icon: (
        <span className={css.headIcon} data-zone="icon">
          <TrendingUp size={16} aria-hidden />
        </span>
      ),
    },
    { part: 'achievements', marker: { icon: CircleCheck, size: 18 } },
    { part: 'quotes', mark: <ArticleIcon icon={Quote} size={26} className={css.quoteMark} /> },
  ],
  foot: [{ part: 'conclusion' }, { part: 'source', label: 'inline' }],
  pages: {
    // A front page: the kicker as the nameplate under the red band the card opens with.
    cover: 'news',
    heading: 'bar',
    sectionMark: 'ordinal',
    kicker: { zh: '热点速递', en: 'BREAKING' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
