import { Compass, Flag, Lightbulb, Quote, Rocket, Sparkles, Target, Zap } from 'lucide-react';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import type { ArticleTheme } from '../../parts/article/article-theme';
import css from './ArticleColorfulFlowCard.module.css';

/**
 * Spec §9: colorfulFlow's flag shows the conclusion cut to 50 characters plus an ellipsis (at a
 * clause or word end, see clip); the rest follows under it, so nothing the text says is lost.
 */
export const CONCLUSION_CHARS = 50;

/** Spec §9: section colours cycle by index, and so do the other parts', each from its own start. */
const COLORS = ['#6366f1', '#ec4899', '#f59e0b', '#10b981', '#06b6d4', '#8b5cf6'] as const;

/**
 * Colorful flow (多彩流程): a process or how-to told as a flow. Every section is a stop on a
 * coloured rail, its colour and icon cycling by index (spec §9; a section's own 图标 wins); the
 * flow ends at a flag with the conclusion cut to 50 characters, its rest below.
 */
const theme: ArticleTheme = {
  id: 'article/colorfulFlow',
  css,
  palette: {
    paper: '#ffffff',
    ink: '#1e1b4b',
    text: '#3f3d56',
    muted: '#7c7a93',
    accent: '#9333ea',
    rule: '#ecebf5',
  },
  fonts: {
    zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
  },
  words: {
    zh: { kicker: '多彩流程', sectionMark: (n) => `第 ${n} 站` },
    en: { kicker: 'Colorful flow', sectionMark: (n) => `Stop ${n}` },
  },
  header: { byline: 'text' },
  body: [
    { part: 'lead' },
    { part: 'coreConcept', icon: <Sparkles size={20} aria-hidden className={css.conceptIcon} data-zone="icon" /> },
    { part: 'keyPoints', marker: 'number', tones: COLORS },
    {
      part: 'sections',
      asList: true,
      tones: COLORS,
      mark: {
        at: 'aside',
        icons: [Lightbulb, Rocket, Target, Compass, Zap, Sparkles],
        kicker: (n, { words }) => words.sectionMark?.(n),
      },
    },
    { part: 'reactions', title: 'block', tones: COLORS },
    { part: 'impacts', title: 'block', tones: COLORS, toneFrom: 2 },
    { part: 'achievements', marker: { sign: '★' }, tones: COLORS, toneFrom: 3 },
    {
      part: 'quotes',
      tones: COLORS,
      toneFrom: 1,
      mark: <Quote size={22} aria-hidden className={css.quoteMark} data-zone="icon" />,
    },
    {
      part: 'conclusion',
      clip: CONCLUSION_CHARS,
      icon: (
        <span className={css.flag} data-zone="flag">
          <Flag size={20} aria-hidden />
        </span>
      ),
    },
  ],
  foot: [{ part: 'source', label: 'inline' }],
  pages: {
    // The poster cover's white text keeps 4.6–6.3 : 1 on every colour of this band (the card's
    // amber end, 2.1 : 1 under white, is left out).
    cover: 'poster',
    band: 'linear-gradient(150deg, #4f46e5 0%, #9333ea 50%, #db2777 100%)',
    heading: 'number',
    sectionMark: 'step',
    kicker: { zh: '一步一步', en: 'STEP BY STEP' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
