import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleMediaWritingCard.module.css';

/**
 * Media writing (经典款): the classic self-media article. Centred serif headline, a byline
 * "文 / 作者", numbered key points, centred section numbers, quotes on a gold rule, a conclusion
 * box and the traditional "END" mark; measured, quiet and readable at any length.
 */
const theme: ArticleTheme = {
  id: 'article/mediaWriting',
  css,
  palette: {
    paper: '#ffffff',
    ink: '#222222',
    text: '#3a3a3a',
    muted: '#8a8a8a',
    accent: '#1f3a5f',
    rule: '#e8e4dc',
    gold: '#b08a4a',
  },
  fonts: {
    zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.latinSerif('Source Serif 4'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
  },
  words: {
    zh: { kicker: '深度阅读', byBefore: '文 / ', conclusion: '结语' },
    en: { kicker: 'Long read', byBefore: 'By ', conclusion: 'In closing' },
  },
  header: {
    centred: true,
    byline: 'parts',
    after: <span className={css.ornament} data-zone="ornament" aria-hidden />,
  },
  body: [
    { part: 'lead', balance: true },
    { part: 'coreConcept' },
    { part: 'keyPoints', marker: 'number' },
    { part: 'sections', mark: { at: 'head' } },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'block' },
    { part: 'achievements', marker: 'none' },
    { part: 'quotes' },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source', label: 'inline', end: <span className={css.end}>END</span> }],
  pages: { cover: 'classic', heading: 'rule', sectionMark: 'ordinal', kicker: { zh: '深度阅读', en: 'FEATURE' } },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
