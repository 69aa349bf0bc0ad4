// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleResearchBriefCard } from './ArticleResearchBriefCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleResearchBriefCard,
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
});
