import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Data report (ours): market and business reports with their figures set large. */
export default defineTemplate<'article'>({
  id: 'article/dataReport',
  kind: 'article',
  text: {
    zh: { name: '数据报告', description: '行业与财经 · 关键数据' },
    en: { name: 'Data Report', description: 'Market reports with key figures' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'coreConcept',
    'keyPoints',
    'sections',
    'impact',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#0f172a', accent: '#14b8a6' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleDataReportCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
