import { ARTICLE_STYLE_DEFAULTS } from '@inkcard/card-engine';
import { defineTemplate, pickHints } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ARTICLE_HINTS } from '../article.hints';
import { ArticleResearchBriefCard } from './ArticleResearchBriefCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** Research brief (ours): papers and reports, set like a journal page. */
export default defineTemplate<'article'>({
  id: 'article/researchBrief',
  kind: 'article',
  text: {
    zh: { name: '研究速读', description: '论文与报告 · 期刊版式' },
    en: { name: 'Research Brief', description: 'Papers and reports, journal style' },
  },
  hints: pickHints(ARTICLE_HINTS, [
    'title',
    'byline',
    'coreConcept',
    'keyPoints',
    'sections',
    'quotes',
    'impact',
    'conclusion',
    'colons',
  ]),
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleResearchBriefCard,
  aspect: 'auto',
  swatch: { background: '#fbfaf6', accent: '#0f6b63' },
  styleDefaults: ARTICLE_STYLE_DEFAULTS,
  onSelect: 'defaults',
  controls: [],
  pagedForm: articlePages('article/researchBrief', {
    colors: { paper: '#fbfaf6', ink: '#1c1f23', text: '#363b42', muted: '#6f757e', accent: '#0f6b63', rule: '#d9d6cc' },
    fonts: {
      zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
      en: { title: PAGE_FONTS.latinSerif('Source Serif 4'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
    },
    cover: 'paper',
    heading: 'rule',
    sectionMark: 'section',
    kicker: { zh: '研究速读', en: 'RESEARCH BRIEF' },
  }),
  previewWidth: 850,
});
