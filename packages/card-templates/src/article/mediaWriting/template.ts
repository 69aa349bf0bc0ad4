import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Media writing (经典款): the classic self-media article card. */
export default defineTemplate<'article'>({
  id: 'article/mediaWriting',
  kind: 'article',
  text: {
    zh: { name: '经典款', description: '自媒体长文 · 经典排版' },
    en: { name: 'Classic', description: 'The classic long read' },
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
  swatch: { background: '#ffffff', accent: '#1f3a5f' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleMediaWritingCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
