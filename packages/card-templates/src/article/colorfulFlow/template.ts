import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleColorfulFlowCard } from './ArticleColorfulFlowCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Colorful flow: how-tos and processes as a coloured flow of steps (spec §9: previewed at 750 px). */
export default defineTemplate<'article'>({
  id: 'article/colorfulFlow',
  kind: 'article',
  text: {
    zh: { name: '多彩流程', description: '流程教程 · 彩色步骤' },
    en: { name: 'Colorful Flow', description: 'How-tos as a coloured flow' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'keyPoints',
    'sections',
    'icon',
    'quotes',
    'conclusion',
    'conclusionCut',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleColorfulFlowCard,
  aspect: 'auto',
  swatch: { background: '#6366f1', accent: '#ec4899' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
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
  previewWidth: 750,
});
