import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Colorful flow: how-tos and processes as a coloured flow of steps (spec §9: previewed at 750 px). */
export default defineTemplate<'article'>({
  id: 'article/colorfulFlow',
  kind: 'article',
  text: {
    zh: { name: '多彩流程', description: '流程教程 · 彩色步骤' },
    en: { name: 'Colorful Flow', description: 'How-tos as a coloured flow' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'keyPoints',
    'sections',
    'icon',
    'quotes',
    'conclusion',
    'conclusionCut',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#6366f1', accent: '#ec4899' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 750,
  load: () => import('./ArticleColorfulFlowCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
