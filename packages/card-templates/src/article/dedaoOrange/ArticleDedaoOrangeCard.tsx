import { Check, Highlighter, Quote } from 'lucide-react';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import { ordinal } from '../../parts/article/article-text';
import type { ArticleTheme, ListMarker } from '../../parts/article/article-theme';
import css from './ArticleDedaoOrangeCard.module.css';

const check: ListMarker = { icon: Check, size: 16, strokeWidth: 3 };

/**
 * Dedao orange (得到橙): course and lecture notes in the style of a knowledge app. An orange
 * header band, the core idea as "one sentence", key points as highlighted "划重点", sections as
 * numbered knowledge points, quotes as 金句 cards and the conclusion as a takeaway.
 */
const theme: ArticleTheme = {
  id: 'article/dedaoOrange',
  css,
  palette: {
    paper: '#fffdfb',
    ink: '#1f1f1f',
    text: '#3d3d3d',
    muted: '#8c8c8c',
    accent: '#ff6a13',
    rule: '#f1e6dc',
    deep: '#e25400',
    peach: '#fff1e7',
  },
  fonts: {
    zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
  },
  words: {
    zh: {
      kicker: '课程笔记',
      byBefore: '主讲 / ',
      coreConcept: '一句话',
      keyPoints: '划重点',
      quotes: '金句',
      conclusion: '学以致用',
      sectionMark: (n) => `知识点 ${ordinal(n)}`,
    },
    en: {
      kicker: 'Course notes',
      byBefore: 'Host: ',
      coreConcept: 'In one line',
      keyPoints: 'Highlights',
      quotes: 'Quotes',
      conclusion: 'Put it to use',
      sectionMark: (n) => `Lesson ${ordinal(n)}`,
    },
  },
  header: { byline: 'parts', bylineJoined: true },
  body: [
    { part: 'lead' },
    { part: 'coreConcept' },
    {
      part: 'keyPoints',
      icon: <Highlighter size={20} aria-hidden data-zone="icon" />,
      marker: 'number',
      highlight: true,
    },
    { part: 'sections', mark: { at: 'head' }, points: check },
    { part: 'reactions', title: 'inline' },
    { part: 'impacts', title: 'key' },
    { part: 'achievements', marker: check },
    { part: 'quotes', heading: true, icon: <Quote size={20} aria-hidden data-zone="icon" /> },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source', label: 'inline' }],
  pages: {
    cover: 'card',
    band: 'linear-gradient(135deg, #ff6a13 0%, #ff9a3d 100%)',
    heading: 'tag',
    sectionMark: 'ordinal',
    kicker: { zh: '知识卡片', en: 'KNOWLEDGE' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
