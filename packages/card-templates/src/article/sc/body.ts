// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleScCard } from './ArticleScCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleScCard,
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
});
