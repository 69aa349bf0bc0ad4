// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleConceptCard } from './ArticleConceptCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleConceptCard,
  pagedForm: articlePages('article/concept', {
    colors: { paper: '#f7f6f2', ink: '#111827', text: '#374151', muted: '#6b7280', accent: '#4f46e5', rule: '#e5e7eb' },
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'paper',
    heading: 'number',
    sectionMark: 'ordinal',
    kicker: { zh: '概念解读', en: 'CONCEPTS' },
  }),
});
