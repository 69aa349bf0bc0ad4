// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleMediaWritingCard } from './ArticleMediaWritingCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleMediaWritingCard,
  pagedForm: articlePages('article/mediaWriting', {
    colors: { paper: '#ffffff', ink: '#222222', text: '#3a3a3a', muted: '#8a8a8a', accent: '#1f3a5f', rule: '#e8e4dc' },
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.latinSerif('Source Serif 4'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
    },
    cover: 'paper',
    heading: 'rule',
    sectionMark: 'ordinal',
    kicker: { zh: '深度阅读', en: 'FEATURE' },
  }),
});
