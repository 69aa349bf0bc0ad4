import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
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
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
});
