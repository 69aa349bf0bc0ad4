// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleHotNewsCard } from './ArticleHotNewsCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleHotNewsCard,
  pagedForm: articlePages('article/hotNews', {
    colors: { paper: '#ffffff', ink: '#14161b', text: '#2a2d34', muted: '#6b7180', accent: '#e11d2e', rule: '#e7e8ec' },
    coverColors: { paper: '#14161b', ink: '#ffffff', text: '#d5d8df', muted: '#9aa0ad' },
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'ink',
    heading: 'bar',
    sectionMark: 'ordinal',
    kicker: { zh: '热点速递', en: 'BREAKING' },
  }),
});
