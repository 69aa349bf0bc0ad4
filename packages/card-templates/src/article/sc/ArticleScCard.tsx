import { Flower2, Leaf, Sprout } from 'lucide-react';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleScCard.module.css';

const leaf = <Leaf size={18} aria-hidden data-zone="icon" />;

/**
 * Spring green (春风绿意): a soft, airy card for lifestyle and wellbeing pieces. Mint paper, a
 * sprout ornament in the header's own row (never behind text), Kai-style headlines, white rounded
 * cards with leaf bullets, and a green closing card.
 */
const theme: ArticleTheme = {
  id: 'article/sc',
  css,
  palette: {
    paper: '#f6fbf5',
    ink: '#1d5c38',
    text: '#33453a',
    muted: '#6f8577',
    accent: '#2f8f55',
    rule: '#d3e8d7',
    mint: '#e6f4e8',
  },
  fonts: {
    zh: { title: PAGE_FONTS.kai, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.latinSerif('Lora'), body: PAGE_FONTS.latinSerif('Lora') },
  },
  words: { zh: { kicker: '春风绿意' }, en: { kicker: 'Spring notes' } },
  header: {
    top: ({ content, words }) => (
      <>
        <span className={css.season}>
          <Leaf size={14} aria-hidden data-zone="icon" />
          {content.date || words.kicker}
        </span>
        <span className={css.sprig} aria-hidden data-zone="sprig">
          <Leaf size={26} strokeWidth={1.6} />
          <Sprout size={40} strokeWidth={1.5} />
          <Flower2 size={26} strokeWidth={1.6} />
        </span>
      </>
    ),
    byline: 'avatar',
  },
  headingIcon: leaf,
  body: [
    { part: 'lead' },
    { part: 'coreConcept', labelIcon: <Sprout size={18} aria-hidden data-zone="icon" /> },
    { part: 'keyPoints', marker: { icon: Leaf } },
    { part: 'sections', mark: { at: 'head', icons: true, iconSize: 15 } },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    {
      part: 'achievements',
      icon: <Flower2 size={18} aria-hidden data-zone="icon" />,
      marker: { icon: Flower2 },
    },
    { part: 'quotes', mark: <Sprout size={22} aria-hidden className={css.quoteMark} data-zone="icon" /> },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source', icon: <Leaf size={13} aria-hidden data-zone="icon" /> }],
  pages: {
    cover: 'band',
    band: 'linear-gradient(135deg, #2f8f55 0%, #6cc08a 100%)',
    coverArt: (
      <>
        <Sprout size={34} aria-hidden />
        <Leaf size={26} aria-hidden opacity={0.8} />
      </>
    ),
    heading: 'tag',
    sectionMark: 'ordinal',
    kicker: { zh: '春风绿意', en: 'SPRING NOTES' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
