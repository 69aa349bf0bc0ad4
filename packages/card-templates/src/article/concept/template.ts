import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleConceptCard } from './ArticleConceptCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Concept: index cards for the concept format (repeated 标题 / 内容 blocks). */
export default defineTemplate<'article'>({
  id: 'article/concept',
  kind: 'article',
  text: {
    zh: { name: '概念卡', description: '概念格式 · 一组一卡' },
    en: { name: 'Concepts', description: 'Concept format: one card per idea' },
  },
  hints: pickHints(ARTICLE_HINTS, ['conceptFormat', 'title', 'byline', 'coreConcept', 'conclusion', 'colons']),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleConceptCard,
  aspect: 'auto',
  swatch: { background: '#f7f6f2', accent: '#4f46e5' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
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
  previewWidth: 850,
});
