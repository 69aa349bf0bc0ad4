import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleInterviewCard } from './ArticleInterviewCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Interview (ours): interviews and profiles as a pull quote and questions and answers. */
export default defineTemplate<'article'>({
  id: 'article/interview',
  kind: 'article',
  text: {
    zh: { name: '人物访谈', description: '访谈与人物 · 问答排版' },
    en: { name: 'Interview', description: 'Interviews and profiles as Q&A' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'lead',
    'quotes',
    'sections',
    'keyPoints',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleInterviewCard,
  aspect: 'auto',
  swatch: { background: '#151515', accent: '#f2b705' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/interview', {
    colors: { paper: '#ffffff', ink: '#1d1d1d', text: '#3a3a3a', muted: '#7a7a7a', accent: '#b88a00', rule: '#e6e6e6' },
    coverColors: { paper: '#151515', ink: '#ffffff', text: '#e6e6e6', muted: '#a3a3a3' },
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.sans },
      en: { title: PAGE_FONTS.latinSerif('Playfair Display'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
    },
    cover: 'ink',
    heading: 'bar',
    sectionMark: 'question',
    kicker: { zh: '人物访谈', en: 'INTERVIEW' },
  }),
  previewWidth: 850,
});
