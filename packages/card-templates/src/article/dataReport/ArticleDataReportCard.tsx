import type { CSSProperties } from 'react';
import { ChartColumn } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { Words } from '../../parts/article/Words';
import { ARTICLE_HEADINGS, articleLang, cycle, ordinal } from '../../parts/article/article-text';
import { statOf } from './stat-of';
import styles from './ArticleDataReportCard.module.css';

// Stat tiles take these accents in turn (spec §9: colours cycle by index).
const ACCENTS = ['#14b8a6', '#3b82f6', '#f59e0b', '#8b5cf6'] as const;

const LABELS = {
  zh: { kind: '数据报告', summary: '核心结论', figures: '关键数据', outlook: '展望', source: '数据来源' },
  en: { kind: 'Data report', summary: 'Bottom line', figures: 'Key figures', outlook: 'Outlook', source: 'Data' },
} as const;

/**
 * Data report (数据报告), our own: for market, business and financial reports. The figure each key
 * point and achievement leads with is set large in a stat tile; sections are numbered chapters,
 * the impact analysis a table, the conclusion an outlook. Navy, teal and amber, tabular figures.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleDataReportCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const l = LABELS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  const lines = [...content.keyPoints, ...content.keyAchievements];
  const stats = lines.flatMap((text) => {
    const value = statOf(text);
    return value ? [{ value, text }] : [];
  });
  const plain = lines.filter((text) => !statOf(text));
  return (
    <ArticleCard id="article/dataReport" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.topRow}>
          <span className={styles.kind}>
            <ChartColumn size={15} aria-hidden />
            {l.kind}
          </span>
          {content.date && <span>{content.date}</span>}
        </div>
        {content.title && (
          <h1 className={styles.title}>
            <Words text={content.title} />
          </h1>
        )}
        {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
        {(content.author || content.authorPosition) && (
          <p className={styles.byline}>
            {[content.author, content.authorPosition].filter(Boolean).join(zh ? ' · ' : ', ')}
          </p>
        )}
      </header>
      <div className={styles.bar} aria-hidden />

      <div className={styles.body}>
        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.summary} {...ARTICLE_BLOCK}>
            <h2>{l.summary}</h2>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {stats.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{l.figures}</h2>
            <ul className={styles.stats}>
              {stats.map((s, i) => (
                <li key={i} style={{ '--accent': cycle(ACCENTS, i) } as CSSProperties}>
                  <span className={styles.value}>{s.value}</span>
                  <p>{s.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {plain.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            {stats.length === 0 && <h2 className={styles.heading}>{h.keyPoints}</h2>}
            <ul className={styles.list}>
              {plain.map((p, i) => (
                <li key={i}>{p}</li>
              ))}
            </ul>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.chapter} {...ARTICLE_BLOCK}>
            <h2 className={styles.chapterTitle}>
              <span className={styles.chapterNo}>{ordinal(i + 1)}</span>
              {s.title && <Words text={s.title} />}
            </h2>
            <SectionBody section={s} textClass={styles.text} listClass={styles.list} />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.chapter} {...ARTICLE_BLOCK}>
            <h2 className={styles.chapterTitle}>
              <span className={styles.chapterNo}>{ordinal(content.sections.length + i + 1)}</span>
              {c.title && <Words text={c.title} />}
            </h2>
            <Paragraphs text={c.content} className={styles.text} />
          </section>
        ))}

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
            {impact.impacts.length > 0 && (
              <table className={styles.table}>
                <tbody>
                  {impact.impacts.map((it, i) => (
                    <tr key={i}>
                      <th scope="row">{it.title}</th>
                      <td>{it.content}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
        )}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.globalReactions}</h2>
            <table className={styles.table}>
              <tbody>
                {content.globalReactions.map((r, i) => (
                  <tr key={i}>
                    <th scope="row" className={styles.time}>
                      {r.time}
                    </th>
                    <td>
                      <strong>{r.title}</strong>
                      {zh ? '：' : ': '}
                      {r.content}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}

        {content.quotes.map((q, i) => (
          <QuoteFigure
            key={`q${i}`}
            quote={q}
            lang={lang}
            className={styles.quote}
            textClass={styles.quoteText}
            byClass={styles.quoteBy}
          />
        ))}

        {content.conclusion && (
          <section className={styles.outlook} {...ARTICLE_BLOCK}>
            <h2>{l.outlook}</h2>
            <p>{content.conclusion}</p>
          </section>
        )}
      </div>

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          <span>{l.source}</span>
          {content.source}
        </footer>
      )}
    </ArticleCard>
  );
}
