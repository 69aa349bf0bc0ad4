import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Spring green (春风绿意): soft green panels for lifestyle and wellbeing articles. */
export default defineTemplate<'article'>({
  id: 'article/sc',
  kind: 'article',
  text: {
    zh: { name: '春风绿意', description: '生活与成长 · 清新绿意' },
    en: { name: 'Spring Green', description: 'Lifestyle and wellbeing in green' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#e6f4e8', accent: '#2f8f55' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleScCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
