import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Interview (ours): interviews and profiles as a pull quote and questions and answers. */
export default defineTemplate<'article'>({
  id: 'article/interview',
  kind: 'article',
  text: {
    zh: { name: '人物访谈', description: '访谈与人物 · 问答排版' },
    en: { name: 'Interview', description: 'Interviews and profiles as Q&A' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'lead',
    'quotes',
    'sections',
    'keyPoints',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#151515', accent: '#f2b705' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleInterviewCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
