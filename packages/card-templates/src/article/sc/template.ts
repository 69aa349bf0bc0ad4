import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleScCard } from './ArticleScCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Spring green (春风绿意): soft green panels for lifestyle and wellbeing articles. */
export default defineTemplate<'article'>({
  id: 'article/sc',
  kind: 'article',
  text: {
    zh: { name: '春风绿意', description: '生活与成长 · 清新绿意' },
    en: { name: 'Spring Green', description: 'Lifestyle and wellbeing in green' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleScCard,
  aspect: 'auto',
  swatch: { background: '#e6f4e8', accent: '#2f8f55' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/sc', {
    colors: { paper: '#f6fbf5', ink: '#1d5c38', text: '#33453a', muted: '#6f8577', accent: '#2f8f55', rule: '#d3e8d7' },
    band: 'linear-gradient(135deg, #2f8f55 0%, #6cc08a 100%)',
    fonts: {
      zh: { title: PAGE_FONTS.kai, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.latinSerif('Lora'), body: PAGE_FONTS.latinSerif('Lora') },
    },
    cover: 'band',
    heading: 'tag',
    sectionMark: 'ordinal',
    kicker: { zh: '春风绿意', en: 'SPRING NOTES' },
  }),
  previewWidth: 850,
});
