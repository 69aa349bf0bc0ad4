import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleBookNotesCard } from './ArticleBookNotesCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

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
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleBookNotesCard,
  aspect: 'auto',
  swatch: { background: '#fbf7ee', accent: '#2f4f3e' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/bookNotes', {
    colors: { paper: '#fbf7ee', ink: '#2a2622', text: '#3f3a34', muted: '#8b8378', accent: '#2f4f3e', rule: '#e6dccb' },
    band: '#2f4f3e',
    fonts: {
      zh: { title: PAGE_FONTS.kai, body: PAGE_FONTS.serif },
      en: { title: PAGE_FONTS.latinSerif('Crimson Pro'), body: PAGE_FONTS.latinSerif('Crimson Pro') },
    },
    bodySize: { zh: 16, en: 19 },
    cover: 'band',
    heading: 'rule',
    sectionMark: 'ordinal',
    kicker: { zh: '读书笔记', en: 'BOOK NOTES' },
  }),
  previewWidth: 850,
});
