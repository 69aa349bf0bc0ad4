import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Research brief (ours): papers and reports, set like a journal page. */
export default defineTemplate<'article'>({
  id: 'article/researchBrief',
  kind: 'article',
  text: {
    zh: { name: '研究速读', description: '论文与报告 · 期刊版式' },
    en: { name: 'Research Brief', description: 'Papers and reports, journal style' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'impact',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#fbfaf6', accent: '#0f6b63' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleResearchBriefCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
