import type { CSSProperties } from 'react';
import { ChartColumn } from 'lucide-react';
import { ARTICLE_BLOCK } from '../../parts/article/ArticleCard';
import { articleDraw } from '../../parts/article/ArticleLayout';
import { PAGE_FONTS } from '../../parts/article/ArticlePages';
import { cycle } from '../../parts/article/article-text';
import type { ArticleTheme, ArticleView } from '../../parts/article/article-theme';
import { Typeset } from '../../parts/typeset/Typeset';
import { statOf } from './stat-of';
import css from './ArticleDataReportCard.module.css';

// Stat tiles take these colours in turn (spec §9: colours cycle by index).
const TONES = ['#14b8a6', '#3b82f6', '#f59e0b', '#8b5cf6'] as const;

/**
 * The key figures: every key point and achievement that leads with a number is a stat tile, its
 * figure set large; the others follow as a list (under the key points' heading when no line has
 * a number).
 */
function KeyFigures({ content, words, lang }: ArticleView) {
  const lines = [...content.keyPoints, ...content.keyAchievements];
  const stats = lines.flatMap((text) => {
    const value = statOf(text);
    return value ? [{ value, text }] : [];
  });
  const plain = lines.filter((text) => !statOf(text));
  return (
    <>
      {stats.length > 0 && (
        <section className={css.figures} {...ARTICLE_BLOCK}>
          <h2 className={css.heading}>{lang === 'zh' ? '关键数据' : 'Key figures'}</h2>
          <ul className={css.stats}>
            {stats.map((s, i) => (
              <li key={i} style={{ '--tone': cycle(TONES, i) } as CSSProperties}>
                <span className={css.value}>
                  <Typeset text={s.value} />
                </span>
                <p>
                  <Typeset text={s.text} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {plain.length > 0 && (
        <section className={css.keyPoints} {...ARTICLE_BLOCK}>
          {stats.length === 0 && <h2 className={css.heading}>{words.keyPoints}</h2>}
          <ul className={css.list}>
            {plain.map((p, i) => (
              <li key={i}>
                <Typeset text={p} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/**
 * Data report (数据报告), our own: for market, business and financial reports. The figure each key
 * point and achievement leads with is set large in a stat tile; sections are numbered chapters,
 * the impact analysis a table, the conclusion an outlook. Navy, teal and amber, tabular figures.
 */
const theme: ArticleTheme = {
  id: 'article/dataReport',
  css,
  palette: {
    paper: '#ffffff',
    ink: '#0f172a',
    text: '#334155',
    muted: '#64748b',
    accent: '#0d9488',
    rule: '#e2e8f0',
    navy: '#0f172a',
  },
  fonts: {
    zh: { title: PAGE_FONTS.sans, body: PAGE_FONTS.sans },
    en: { title: PAGE_FONTS.roboto, body: PAGE_FONTS.roboto },
  },
  words: {
    zh: { kicker: '数据报告', coreConcept: '核心结论', conclusion: '展望', sourceLabel: '数据来源' },
    en: { kicker: 'Data report', coreConcept: 'Bottom line', conclusion: 'Outlook', sourceLabel: 'Data' },
  },
  header: {
    top: ({ content, words }) => (
      <>
        <span className={css.kind}>
          <ChartColumn size={15} aria-hidden data-zone="icon" />
          {words.kicker}
        </span>
        {content.date && <span>{content.date}</span>}
      </>
    ),
    byline: 'text',
    below: <div className={css.bar} aria-hidden data-zone="bar" />,
  },
  body: [
    { part: 'lead' },
    { part: 'coreConcept' },
    { part: 'own', draw: (view) => <KeyFigures {...view} /> },
    { part: 'sections', mark: { at: 'inline' } },
    { part: 'impacts', title: 'key' },
    { part: 'reactions', title: 'inline' },
    { part: 'quotes' },
    { part: 'conclusion' },
  ],
  foot: [{ part: 'source', label: 'apart' }],
  pages: {
    cover: 'ink',
    coverColors: { paper: '#0f172a', ink: '#ffffff', text: '#cbd5e1', muted: '#94a3b8', accent: '#14b8a6' },
    // The key figures open the report on its cover, as they open the card.
    coverFigure: statOf,
    heading: 'bar',
    sectionMark: 'ordinal',
    kicker: { zh: '数据报告', en: 'DATA REPORT' },
  },
};

/** The template's card and its 3:4 pages, which its manifest loads. */
export default articleDraw(theme);
