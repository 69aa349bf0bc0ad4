// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleBookNotesCard } from './ArticleBookNotesCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleBookNotesCard,
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
});
