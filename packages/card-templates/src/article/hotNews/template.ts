import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleHotNewsCard } from './ArticleHotNewsCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Hot news: the article maker's default (spec §4), built for global reactions and impact. */
export default defineTemplate<'article'>({
  id: 'article/hotNews',
  kind: 'article',
  text: {
    zh: { name: '热点新闻', description: '新闻快讯 · 全球反应与影响' },
    en: { name: 'Hot News', description: 'News bulletin: reactions and impact' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'date',
    'globalReactions',
    'impact',
    'keyPoints',
    'quotes',
    'conclusion',
    'readingTime',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleHotNewsCard,
  aspect: 'auto',
  swatch: { background: '#14161b', accent: '#e11d2e' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/hotNews', {
    colors: { paper: '#ffffff', ink: '#14161b', text: '#2a2d34', muted: '#6b7180', accent: '#e11d2e', rule: '#e7e8ec' },
    coverColors: { paper: '#14161b', ink: '#ffffff', text: '#d5d8df', muted: '#9aa0ad' },
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'ink',
    heading: 'bar',
    sectionMark: 'ordinal',
    kicker: { zh: '热点速递', en: 'BREAKING' },
  }),
  previewWidth: 850,
});
