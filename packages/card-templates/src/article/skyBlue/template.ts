import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleSkyBlueCard } from './ArticleSkyBlueCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Sky blue: key achievements and steps, for retrospectives and guides. */
export default defineTemplate<'article'>({
  id: 'article/skyBlue',
  kind: 'article',
  text: {
    zh: { name: '浅蓝天空', description: '成就与步骤 · 项目回顾' },
    en: { name: 'Light Blue Sky', description: 'Achievements and steps' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'achievements',
    'sections',
    'steps',
    'quotes',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleSkyBlueCard,
  aspect: 'auto',
  swatch: { background: '#e3f1ff', accent: '#2b7de9' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
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
  previewWidth: 850,
});
