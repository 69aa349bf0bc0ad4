import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleKalanFlavorCard } from './ArticleKalanFlavorCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Kalan flavor: a magazine feature for food, travel and lifestyle (spec §9: previewed at 750 px). */
export default defineTemplate<'article'>({
  id: 'article/kalanFlavor',
  kind: 'article',
  text: {
    zh: { name: '卡兰风味', description: '美食旅行 · 杂志专题' },
    en: { name: 'Kalan Flavor', description: 'A food and travel feature' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'lead',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleKalanFlavorCard,
  aspect: 'auto',
  swatch: { background: '#f7f0e4', accent: '#b4532a' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/kalanFlavor', {
    colors: { paper: '#f7f0e4', ink: '#3b2a20', text: '#4a3a30', muted: '#8f7a6a', accent: '#b4532a', rule: '#dccdb8' },
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
      en: { title: PAGE_FONTS.latinSerif('EB Garamond'), body: PAGE_FONTS.latinSerif('EB Garamond') },
    },
    bodySize: { zh: 16, en: 19 },
    cover: 'paper',
    heading: 'center',
    sectionMark: 'ordinal',
    kicker: { zh: '风味', en: 'FLAVOUR' },
  }),
  previewWidth: 750,
});
