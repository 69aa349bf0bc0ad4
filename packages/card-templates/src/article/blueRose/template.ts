import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleBlueRoseCard } from './ArticleBlueRoseCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Blue rose: a night-blue, rose-accented card for literary and cultural essays. */
export default defineTemplate<'article'>({
  id: 'article/blueRose',
  kind: 'article',
  text: {
    zh: { name: '蓝玫瑰', description: '文学随笔 · 夜蓝玫瑰' },
    en: { name: 'Blue Rose', description: 'Literary essays in night blue' },
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
  Component: ArticleBlueRoseCard,
  aspect: 'auto',
  swatch: { background: '#0e1830', accent: '#f2a7ba' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
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
  previewWidth: 850,
});
