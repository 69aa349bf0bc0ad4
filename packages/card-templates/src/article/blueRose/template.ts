import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Blue rose: a night-blue, rose-accented card for literary and cultural essays. */
export default defineTemplate<'article'>({
  id: 'article/blueRose',
  kind: 'article',
  text: {
    zh: { name: '蓝玫瑰', description: '文学随笔 · 夜蓝玫瑰' },
    en: { name: 'Blue Rose', description: 'Literary essays in night blue' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'lead',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#0e1830', accent: '#f2a7ba' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleBlueRoseCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
