// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleInterviewCard } from './ArticleInterviewCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleInterviewCard,
  pagedForm: articlePages('article/interview', {
    colors: { paper: '#ffffff', ink: '#1d1d1d', text: '#3a3a3a', muted: '#7a7a7a', accent: '#b88a00', rule: '#e6e6e6' },
    coverColors: { paper: '#151515', ink: '#ffffff', text: '#e6e6e6', muted: '#a3a3a3' },
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.latinSerif('Playfair Display'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
    },
    cover: 'ink',
    heading: 'bar',
    sectionMark: 'question',
    kicker: { zh: '人物访谈', en: 'INTERVIEW' },
  }),
});
