import { defineTemplate, pickHints } from '../../template';
import { ARTICLE_HINTS } from '../article.hints';

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
  aspect: 'auto',
  swatch: { background: '#14161b', accent: '#e11d2e' },
  onSelect: 'defaults',
  controls: [],
  hasPagedForm: true,
  previewWidth: 850,
  load: () => import('./ArticleHotNewsCard'),
  loadExamples: { zh: () => import('./example.zh.txt?raw'), en: () => import('./example.en.txt?raw') },
});
