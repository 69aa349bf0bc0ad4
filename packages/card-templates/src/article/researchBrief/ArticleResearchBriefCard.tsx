import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { Words } from '../../parts/article/Words';
import { articleLang } from '../../parts/article/article-text';
import styles from './ArticleResearchBriefCard.module.css';

const LABELS = {
  zh: {
    kind: '研究速读',
    question: '一句话结论',
    findings: '主要发现',
    excerpts: '原文摘录',
    significance: '研究意义',
    reactions: '学界反应',
    achievements: '研究贡献',
    conclusion: '结论',
    cite: '引用',
  },
  en: {
    kind: 'Research brief',
    question: 'In one sentence',
    findings: 'Key findings',
    excerpts: 'From the paper',
    significance: 'Why it matters',
    reactions: 'Responses',
    achievements: 'Contributions',
    conclusion: 'Conclusion',
    cite: 'Cite as',
  },
} as const;

/**
 * Research brief (研究速读), our own: for papers and reports. A journal-style header with the
 * authors and their institution, the finding in one sentence, numbered findings in brackets,
 * sections as § headings (background, method, results, limits), excerpts, significance, and the
 * source set as a citation. Serif text, monospaced apparatus, one deep teal accent.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleResearchBriefCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const l = LABELS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  const sectionCount = content.sections.length;
  return (
    <ArticleCard id="article/researchBrief" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.runningHead}>
          <span>{l.kind}</span>
          {content.date && <span>{content.date}</span>}
        </div>
        {content.subtitle && <p className={styles.journal}>{content.subtitle}</p>}
        {content.title && (
          <h1 className={styles.title}>
            <Words text={content.title} />
          </h1>
        )}
        {content.author && <p className={styles.authors}>{content.author}</p>}
        {content.authorPosition && <p className={styles.affiliation}>{content.authorPosition}</p>}
      </header>

      <div className={styles.body}>
        {(content.coreConcept || content.quote) && (
          <section className={styles.abstract} {...ARTICLE_BLOCK}>
            <h2 className={styles.apparatus}>{l.question}</h2>
            {content.coreConcept && <p className={styles.finding}>{content.coreConcept}</p>}
            {content.quote && <p className={styles.leadLine}>{content.quote}</p>}
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{l.findings}</h2>
            <ol className={styles.findings}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span className={styles.ref}>[{i + 1}]</span>
                  <p>{p}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.section} {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>
              <span className={styles.sectionNo}>§{i + 1}</span>
              {s.title && <Words text={s.title} />}
            </h2>
            <SectionBody section={s} textClass={styles.text} listClass={styles.list} />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.section} {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>
              <span className={styles.sectionNo}>§{sectionCount + i + 1}</span>
              {c.title && <Words text={c.title} />}
            </h2>
            <Paragraphs text={c.content} className={styles.text} />
          </section>
        ))}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{l.achievements}</h2>
            <ul className={styles.list}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
          </section>
        )}

        {content.quotes.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{l.excerpts}</h2>
            <div className={styles.excerpts}>
              {content.quotes.map((q, i) => (
                <QuoteFigure
                  key={i}
                  quote={q}
                  lang={lang}
                  className={styles.excerpt}
                  textClass={styles.excerptText}
                  byClass={styles.excerptBy}
                />
              ))}
            </div>
          </section>
        )}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{l.reactions}</h2>
            <table className={styles.table}>
              <tbody>
                {content.globalReactions.map((r, i) => (
                  <tr key={i}>
                    <td className={styles.mono}>{r.time}</td>
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

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{l.significance}</h2>
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

        {content.conclusion && (
          <section className={styles.conclusion} {...ARTICLE_BLOCK}>
            <h2 className={styles.apparatus}>{l.conclusion}</h2>
            <p>{content.conclusion}</p>
          </section>
        )}
      </div>

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          <span className={styles.apparatus}>{l.cite}</span>
          <p className={styles.citation}>{content.source}</p>
        </footer>
      )}
    </ArticleCard>
  );
}
