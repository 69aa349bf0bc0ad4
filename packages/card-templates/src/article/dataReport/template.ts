import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleDataReportCard } from './ArticleDataReportCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Data report (ours): market and business reports with their figures set large. */
export default defineTemplate<'article'>({
  id: 'article/dataReport',
  kind: 'article',
  text: {
    zh: { name: '数据报告', description: '行业与财经 · 关键数据' },
    en: { name: 'Data Report', description: 'Market reports with key figures' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'coreConcept',
    'keyPoints',
    'sections',
    'impact',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleDataReportCard,
  aspect: 'auto',
  swatch: { background: '#0f172a', accent: '#14b8a6' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
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
  previewWidth: 850,
});
