import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Kalan flavor: a magazine feature for food, travel and lifestyle (spec §9: previewed at 750 px). */
export default defineTemplate<'article'>({
  id: 'article/kalanFlavor',
  kind: 'article',
  text: {
    zh: { name: '卡兰风味', description: '美食旅行 · 杂志专题' },
    en: { name: 'Kalan Flavor', description: 'A food and travel feature' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'lead',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#f7f0e4', accent: '#b4532a' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 750,
  load: () => import('./ArticleKalanFlavorCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
