import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

/** Book notes (ours): book summaries around highlighted passages. */
export default defineTemplate<'article'>({
  id: 'article/bookNotes',
  kind: 'article',
  text: {
    zh: { name: '读书笔记', description: '书籍摘要 · 书摘划线' },
    en: { name: 'Book Notes', description: 'Book summaries with highlights' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'quotes',
    'keyPoints',
    'sections',
    'conclusion',
    'colons',
  ]),
  aspect: 'auto',
  swatch: { background: '#fbf7ee', accent: '#2f4f3e' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleBookNotesCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
