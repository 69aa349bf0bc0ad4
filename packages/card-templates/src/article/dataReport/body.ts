// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleDataReportCard } from './ArticleDataReportCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleDataReportCard,
  pagedForm: articlePages('article/dataReport', {
    colors: { paper: '#ffffff', ink: '#0f172a', text: '#334155', muted: '#64748b', accent: '#0d9488', rule: '#e2e8f0' },
    coverColors: { paper: '#0f172a', ink: '#ffffff', text: '#cbd5e1', muted: '#94a3b8' },
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'ink',
    heading: 'bar',
    sectionMark: 'ordinal',
    kicker: { zh: '数据报告', en: 'DATA REPORT' },
  }),
});
