import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleDedaoOrangeCard } from './ArticleDedaoOrangeCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Dedao orange: course and lecture notes with highlighted key points. */
export default defineTemplate<'article'>({
  id: 'article/dedaoOrange',
  kind: 'article',
  text: {
    zh: { name: '得到橙', description: '课程笔记 · 划重点' },
    en: { name: 'Dedao Orange', description: 'Course notes with highlights' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleDedaoOrangeCard,
  aspect: 'auto',
  swatch: { background: '#fffdfb', accent: '#ff6a13' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/dedaoOrange', {
    colors: { paper: '#fffdfb', ink: '#1f1f1f', text: '#3d3d3d', muted: '#8c8c8c', accent: '#ff6a13', rule: '#f1e6dc' },
    band: 'linear-gradient(135deg, #ff6a13 0%, #ff9a3d 100%)',
    fonts: {
      zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
    },
    cover: 'band',
    heading: 'tag',
    sectionMark: 'ordinal',
    kicker: { zh: '知识卡片', en: 'KNOWLEDGE' },
  }),
  previewWidth: 850,
});
