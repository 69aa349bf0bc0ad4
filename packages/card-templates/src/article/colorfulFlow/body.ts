// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleColorfulFlowCard } from './ArticleColorfulFlowCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleColorfulFlowCard,
  pagedForm: articlePages('article/colorfulFlow', {
    colors: { paper: '#ffffff', ink: '#1e1b4b', text: '#3f3d56', muted: '#7c7a93', accent: '#9333ea', rule: '#ecebf5' },
    band: 'linear-gradient(120deg, #6366f1 0%, #a855f7 38%, #ec4899 70%, #f59e0b 100%)',
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'band',
    heading: 'number',
    sectionMark: 'step',
    kicker: { zh: '一步一步', en: 'STEP BY STEP' },
  }),
});
