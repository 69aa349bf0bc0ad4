// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleBlueRoseCard } from './ArticleBlueRoseCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleBlueRoseCard,
  pagedForm: articlePages('article/blueRose', {
    colors: { paper: '#0e1830', ink: '#f7f3fb', text: '#d3dbee', muted: '#8e9bbd', accent: '#f2a7ba', rule: '#2a3a62' },
    onAccent: '#0e1830',
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
      en: { title: PAGE_FONTS.latinSerif('Playfair Display'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
    },
    cover: 'paper',
    heading: 'center',
    sectionMark: 'ordinal',
    kicker: { zh: '蓝色玫瑰', en: 'BLUE ROSE' },
  }),
});
