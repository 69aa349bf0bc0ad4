import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleKalanFlavorCard.module.css';

const CN_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

/**
 * Kalan flavor (卡兰风味): a food, travel and lifestyle magazine feature. Warm paper, terracotta,
 * a serif headline under a masthead, a drop cap opening the first paragraph, sections marked
 * "— 一 —" and a pull quote set across the column (previewed at 750 px, spec §9).
 */
const theme: ArticleTheme = {
  id: 'article/kalanFlavor',
  css,
  palette: {
    paper: '#f7f0e4',
    ink: '#3b2a20',
    text: '#4a3a30',
    muted: '#8f7a6a',
    accent: '#b4532a',
    rule: '#dccdb8',
  },
  fonts: {
    zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
    en: { title: PAGE_FONTS.latinSerif('EB Garamond'), body: PAGE_FONTS.latinSerif('EB Garamond') },
  },
  words: {
    zh: {
      kicker: '风味',
      byBefore: '文｜',
      keyPoints: '风味笔记',
      sectionMark: (n) => CN_NUMERALS[n - 1] ?? String(n),
    },
    en: { kicker: 'Flavour', byBefore: 'Words by ', keyPoints: 'Tasting notes', sectionMark: (n) => String(n) },
  },
  header: {
    top: ({ content, words, lang }) => (
      <>
        <span>{words.kicker}</span>
        <span className={css.issue}>{content.date || (lang === 'zh' ? '专题' : 'Feature')}</span>
      </>
    ),
    byline: 'parts',
    bylineJoined: true,
  },
  body: [
    { part: 'lead' },
    { part: 'coreConcept' },
    { part: 'keyPoints', marker: 'number' },
    { part: 'sections', mark: { at: 'head' }, dropCap: true },
    { part: 'quotes' },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    { part: 'achievements', marker: 'none' },
    { part: 'conclusion', heading: false, end: <span className={css.tombstone} aria-hidden data-zone="tombstone" /> },
  ],
  foot: [{ part: 'source' }],
  pages: {
    cover: 'masthead',
    heading: 'center',
    sectionMark: 'ordinal',
    bodySize: { zh: 16, en: 19 },
    kicker: { zh: '风味', en: 'FLAVOUR' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
