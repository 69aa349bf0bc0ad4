// The template's weight, split from its manifest (template.ts) into a chunk of its own: loaded
// when the template is drawn (see loadTemplate), never by the picker or the style panel.
import { defineBody } from '../../template';
import { articlePages, PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ArticleKalanFlavorCard } from './ArticleKalanFlavorCard';
import exampleZh from './example.zh.txt?raw';
import exampleEn from './example.en.txt?raw';

/** The template's body: its card, its 3:4 pages and its examples. */
export default defineBody<'article'>({
  examples: { zh: exampleZh, en: exampleEn },
  Component: ArticleKalanFlavorCard,
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
});
