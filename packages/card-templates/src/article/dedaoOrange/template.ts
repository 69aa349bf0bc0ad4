import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Dedao orange: course and lecture notes with highlighted key points. */
export default defineTemplate<'article'>({
  id: 'article/dedaoOrange',
  kind: 'article',
  text: {
    zh: { name: '得到橙', description: '课程笔记 · 划重点' },
    en: { name: 'Dedao Orange', description: 'Course notes with highlights' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#fffdfb', accent: '#ff6a13' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleDedaoOrangeCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
