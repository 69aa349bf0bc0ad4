// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleSkyBlueCard } from './ArticleSkyBlueCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleSkyBlueCard,
  pagedForm: articlePages('article/skyBlue', {
    colors: { paper: '#f7fbff', ink: '#0b3a75', text: '#334155', muted: '#64748b', accent: '#2b7de9', rule: '#d6e6f7' },
    band: 'linear-gradient(135deg, #2b7de9 0%, #6fb1ff 100%)',
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'band',
    heading: 'bar',
    sectionMark: 'step',
    kicker: { zh: '成长里程碑', en: 'MILESTONES' },
  }),
});
