import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleMediaWritingCard } from './ArticleMediaWritingCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Media writing (经典款): the classic self-media article card. */
export default defineTemplate<'article'>({
  id: 'article/mediaWriting',
  kind: 'article',
  text: {
    zh: { name: '经典款', description: '自媒体长文 · 经典排版' },
    en: { name: 'Classic', description: 'The classic long read' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'lead',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleMediaWritingCard,
  aspect: 'auto',
  swatch: { background: '#ffffff', accent: '#1f3a5f' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/mediaWriting', {
    colors: { paper: '#ffffff', ink: '#222222', text: '#3a3a3a', muted: '#8a8a8a', accent: '#1f3a5f', rule: '#e8e4dc' },
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.latinSerif('Source Serif 4'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
    },
    cover: 'paper',
    heading: 'rule',
    sectionMark: 'ordinal',
    kicker: { zh: '深度阅读', en: 'FEATURE' },
  }),
  previewWidth: 850,
});
