import type { CSSProperties } from 'react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { Words } from '../../parts/article/Words';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { ARTICLE_HEADINGS, articleLang, cycle, ordinal } from '../../parts/article/article-text';
import styles from './ArticleConceptCard.module.css';

// Concept cards take these accents in turn (spec §9: colours cycle by index).
const ACCENTS = ['#4f46e5', '#0d9488', '#d97706', '#db2777', '#2563eb', '#7c3aed'] as const;

/**
 * Concept (概念卡): built for the concept format, repeated 标题 / 内容 blocks. Each concept is an
 * index card with a large outlined number and its own accent; the core concept opens the deck as
 * a statement. Without concept blocks, sections and key points take the same card shape.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleConceptCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  const count = content.concepts.length + content.sections.length;
  return (
    <ArticleCard id="article/concept" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.eyebrow}>
          <span className={styles.mark}>Concepts</span>
          {count > 0 && <span>{zh ? `${count} 个概念` : `${count} ideas`}</span>}
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

      <div className={styles.body}>
        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}
        {content.coreConcept && (
          <section className={styles.statement} {...ARTICLE_BLOCK}>
            <h2>{h.coreConcept}</h2>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {content.concepts.map((c, i) => (
          <section
            key={`c${i}`}
            className={styles.concept}
            style={{ '--accent': cycle(ACCENTS, i) } as CSSProperties}
            {...ARTICLE_BLOCK}
          >
            <span className={styles.no}>{ordinal(i + 1)}</span>
            <div className={styles.conceptBody}>
              {c.title && (
                <h2 className={styles.conceptTitle}>
                  <Words text={c.title} />
                </h2>
              )}
              <Paragraphs text={c.content} className={styles.text} />
            </div>
          </section>
        ))}

        {content.sections.map((s, i) => (
          <section
            key={`s${i}`}
            className={styles.concept}
            style={{ '--accent': cycle(ACCENTS, content.concepts.length + i) } as CSSProperties}
            {...ARTICLE_BLOCK}
          >
            <span className={styles.no}>{ordinal(content.concepts.length + i + 1)}</span>
            <div className={styles.conceptBody}>
              {s.title && (
                <h2 className={styles.conceptTitle}>
                  <Words text={s.title} />
                </h2>
              )}
              <SectionBody section={s} textClass={styles.text} listClass={styles.list} />
            </div>
          </section>
        ))}

        {content.keyPoints.length > 0 && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>{h.keyPoints}</h2>
            <ol className={styles.numbered}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span>{i + 1}</span>
                  <p>{p}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.globalReactions.length > 0 && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>{h.globalReactions}</h2>
            <ul className={styles.pairs}>
              {content.globalReactions.map((r, i) => (
                <li key={i}>
                  <span className={styles.key}>{r.time}</span>
                  <p>
                    <strong>{r.title}</strong>
                    {zh ? '：' : ': '}
                    {r.content}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {impact && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>{h.impactAnalysis}</h2>
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
            <ul className={styles.pairs}>
              {impact.impacts.map((it, i) => (
                <li key={i}>
                  <span className={styles.key}>{it.title}</span>
                  <p>{it.content}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>{h.keyAchievements}</h2>
            <ul className={styles.list}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
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
      </div>

      {(content.conclusion || content.source) && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          {content.conclusion && (
            <>
              <h2>{h.conclusion}</h2>
              <p className={styles.conclusion}>{content.conclusion}</p>
            </>
          )}
          {content.source && <p className={styles.source}>{content.source}</p>}
        </footer>
      )}
    </ArticleCard>
  );
}
