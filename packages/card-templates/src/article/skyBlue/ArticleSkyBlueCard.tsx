import { Award, CircleCheck, Lightbulb, Medal, Quote, Star, Trophy } from 'lucide-react';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleSkyBlueCard.module.css';

/** Soft clouds for the header's own row, drawn in SVG. */
function Clouds() {
  return (
    <svg className={css.clouds} width="150" height="48" viewBox="0 0 150 48" aria-hidden data-zone="clouds">
      <path
        d="M22 40h46a12 12 0 0 0 0-24 16 16 0 0 0-30-4 12 12 0 0 0-16 14 7 7 0 0 0 0 14z"
        fill="#ffffff"
        opacity="0.95"
      />
      <path
        d="M92 34h40a9 9 0 0 0 0-18 13 13 0 0 0-25-3 10 10 0 0 0-15 11 5 5 0 0 0 0 10z"
        fill="#ffffff"
        opacity="0.7"
      />
    </svg>
  );
}

/**
 * Sky blue (浅蓝天空): for project retrospectives and guides, built around key achievements and
 * steps. A clear-sky header, achievements as trophy cards (their icons in turn, spec §9),
 * sections as a numbered stepper.
 */
const theme: ArticleTheme = {
  id: 'article/skyBlue',
  css,
  palette: {
    paper: '#f7fbff',
    ink: '#0b3a75',
    text: '#334155',
    muted: '#64748b',
    accent: '#2b7de9',
    rule: '#d6e6f7',
    sky: '#e3f1ff',
  },
  fonts: {
    zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
  },
  words: { zh: { kicker: '成长里程碑' }, en: { kicker: 'Milestones' } },
  header: {
    top: ({ content }) => (
      <>
        {content.date ? <span className={css.date}>{content.date}</span> : <span />}
        <Clouds />
      </>
    ),
    byline: 'parts',
  },
  body: [
    { part: 'lead' },
    { part: 'coreConcept', icon: <Lightbulb size={22} aria-hidden className={css.conceptIcon} data-zone="icon" /> },
    { part: 'achievements', marker: { icon: [Trophy, Medal, Award, Star], size: 20 } },
    { part: 'keyPoints', marker: { icon: CircleCheck, size: 20 } },
    {
      part: 'sections',
      asList: true,
      mark: {
        at: 'aside',
        icons: true,
        iconSize: 18,
        text: (n) => String(n),
        kicker: (n, { words }) => words.step(n),
      },
    },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    { part: 'quotes', mark: <Quote size={22} aria-hidden className={css.quoteMark} data-zone="icon" /> },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source', label: 'inline' }],
  pages: {
    cover: 'band',
    band: 'linear-gradient(135deg, #2b7de9 0%, #6fb1ff 100%)',
    coverArt: <Clouds />,
    heading: 'bar',
    sectionMark: 'step',
    kicker: { zh: '成长里程碑', en: 'MILESTONES' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
