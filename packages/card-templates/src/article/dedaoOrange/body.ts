// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleDedaoOrangeCard } from './ArticleDedaoOrangeCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleDedaoOrangeCard,
  pagedForm: articlePages('article/dedaoOrange', {
    colors: { paper: '#fffdfb', ink: '#1f1f1f', text: '#3d3d3d', muted: '#8c8c8c', accent: '#ff6a13', rule: '#f1e6dc' },
    band: 'linear-gradient(135deg, #ff6a13 0%, #ff9a3d 100%)',
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'band',
    heading: 'tag',
    sectionMark: 'ordinal',
    kicker: { zh: '知识卡片', en: 'KNOWLEDGE' },
  }),
});
