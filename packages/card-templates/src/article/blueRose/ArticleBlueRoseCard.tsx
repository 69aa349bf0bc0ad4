import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleBlueRoseCard.module.css';

/** A small rose drawn in SVG: petals as nested arcs, in the header's own row. */
function RoseMark() {
  return (
    <svg className={css.rose} width="56" height="56" viewBox="0 0 56 56" aria-hidden data-zone="rose">
      <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
        <path d="M28 14c6 0 10 4 10 9s-4 9-10 9-10-4-10-9 4-9 10-9z" />
        <path d="M28 19c3 0 5 2 5 4.5S31 28 28 28s-5-2-5-4.5 2-4.5 5-4.5z" />
        <path d="M24 23c1.5-2 6.5-2 8 0" />
        <path d="M18 23c-4 2-5 8-1 11 3 2 7 1 11-2 4 3 8 4 11 2 4-3 3-9-1-11" />
        <path d="M28 36v14" />
        <path d="M28 44c-3-4-8-5-11-3 2 4 7 5 11 3z" />
        <path d="M28 41c3-4 8-5 11-3-2 4-7 5-11 3z" />
      </g>
    </svg>
  );
}

const diamond = <i data-zone="diamond" />;

/**
 * Blue rose (蓝玫瑰): a night-blue card with rose accents for literary and cultural essays. An
 * inner hairline frame, a drawn rose, centred serif headlines, Roman-numbered points and quotes
 * set large; calm and ceremonial.
 */
const theme: ArticleTheme = {
  id: 'article/blueRose',
  css,
  palette: {
    paper: '#0e1830',
    ink: '#f7f3fb',
    text: '#d3dbee',
    muted: '#8e9bbd',
    accent: '#f2a7ba',
    rule: '#2a3a62',
    sky: '#a9c1ff',
  },
  fonts: {
    zh: { title: PAGE_FONTS.serif, body: PAGE_FONTS.serif },
    en: { title: PAGE_FONTS.latinSerif('Playfair Display'), body: PAGE_FONTS.latinSerif('Source Serif 4') },
  },
  words: { zh: { kicker: '蓝色玫瑰' }, en: { kicker: 'Blue rose' } },
  frame: true,
  header: {
    centred: true,
    top: ({ content }) => (
      <>
        <RoseMark />
        {content.date && <p className={css.date}>{content.date}</p>}
      </>
    ),
    byline: 'text',
  },
  headingIcon: diamond,
  body: [
    { part: 'lead', balance: true },
    { part: 'coreConcept', wrap: 'balance' },
    { part: 'keyPoints', marker: 'roman' },
    { part: 'sections', mark: { at: 'inline', text: false, ornament: diamond } },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    { part: 'achievements', marker: 'none' },
    { part: 'quotes', marks: true },
  ],
  foot: [
    {
      part: 'own',
      draw: ({ content }) =>
        (content.conclusion || content.source) && <span className={css.diamond} aria-hidden data-zone="diamond" />,
    },
    { part: 'conclusion', heading: false, wrap: 'balance' },
    { part: 'source' },
  ],
  pages: {
    // Centred as the card, under its rose.
    cover: 'classic',
    coverArt: <RoseMark />,
    heading: 'center',
    sectionMark: 'ordinal',
    onAccent: '#0e1830',
    kicker: { zh: '蓝色玫瑰', en: 'BLUE ROSE' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
