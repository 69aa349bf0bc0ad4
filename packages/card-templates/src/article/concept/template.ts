import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Concept: index cards for the concept format (repeated 标题 / 内容 blocks). */
export default defineTemplate<'article'>({
  id: 'article/concept',
  kind: 'article',
  text: {
    zh: { name: '概念卡', description: '概念格式 · 一组一卡' },
    en: { name: 'Concepts', description: 'Concept format: one card per idea' },
  },
  hints: pickHints(ARTICLE_HINTS, ['conceptFormat', 'title', 'byline', 'coreConcept', 'conclusion', 'colons']),
  aspect: 'auto',
  swatch: { background: '#f7f6f2', accent: '#4f46e5' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleConceptCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
