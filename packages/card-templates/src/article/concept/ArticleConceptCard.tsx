import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleConceptCard.module.css';

/**
 * Concept (概念卡): built for the concept format, repeated 标题 / 内容 blocks. Each concept is an
 * index card with a large outlined number and its own accent (they cycle by index, spec §9); the
 * core concept opens the deck as a statement. Without concept blocks, sections take the same
 * card shape.
 */
const theme: ArticleTheme = {
  id: 'article/concept',
  css,
  palette: {
    paper: '#f7f6f2',
    ink: '#111827',
    text: '#374151',
    muted: '#6b7280',
    accent: '#4f46e5',
    rule: '#e5e7eb',
  },
  fonts: {
    zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
  },
  words: { zh: { kicker: '概念解读' }, en: { kicker: 'Concepts' } },
  header: {
    top: ({ content, lang }) => {
      const count = content.concepts.length + content.sections.length;
      return (
        <>
          <span className={css.mark}>Concepts</span>
          {count > 0 && <span>{lang === 'zh' ? `${count} 个概念` : `${count} ideas`}</span>}
          {content.date && <span>{content.date}</span>}
        </>
      );
    },
    byline: 'text',
  },
  body: [
    { part: 'lead' },
    { part: 'coreConcept', wrap: 'pretty' },
    {
      part: 'sections',
      concepts: 'first',
      mark: { at: 'aside' },
      tones: ['#4f46e5', '#0d9488', '#d97706', '#db2777', '#2563eb', '#7c3aed'],
    },
    { part: 'keyPoints', marker: 'number' },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    { part: 'achievements', marker: 'none' },
    { part: 'quotes' },
  ],
  foot: [{ part: 'conclusion' }, { part: 'source' }],
  pages: {
    // The cover lists the models the pages explain.
    cover: 'paper',
    coverContents: true,
    heading: 'number',
    sectionMark: 'ordinal',
    kicker: { zh: '概念解读', en: 'CONCEPTS' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
