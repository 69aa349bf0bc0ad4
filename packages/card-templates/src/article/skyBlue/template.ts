import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Sky blue: key achievements and steps, for retrospectives and guides. */
export default defineTemplate<'article'>({
  id: 'article/skyBlue',
  kind: 'article',
  text: {
    zh: { name: '浅蓝天空', description: '成就与步骤 · 项目回顾' },
    en: { name: 'Light Blue Sky', description: 'Achievements and steps' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'achievements',
    'sections',
    'steps',
    'quotes',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#e3f1ff', accent: '#2b7de9' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleSkyBlueCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
