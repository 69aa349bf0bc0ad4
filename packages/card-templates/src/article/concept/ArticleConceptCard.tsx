import type { CSSProperties } from 'react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { KeyedPanels, QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { ARTICLE_HEADINGS, articleLang, byline, cycle, ordinal } from '../../parts/article/article-text';
import { HEADLINE_CLAUSE } from '../../parts/typeset/typeset-runs';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
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
          <h1 className={`${styles.title} ${wrapFor(content.title, 'balance')}`}>
            <Typeset text={content.title} clauseKept={HEADLINE_CLAUSE} />
          </h1>
        )}
        {content.subtitle && (
          <p className={`${styles.subtitle} ${wrapFor(content.subtitle)}`}>
            <Typeset text={content.subtitle} />
          </p>
        )}
        {(content.author || content.authorPosition) && (
          <p className={styles.byline}>
            <Typeset text={byline(content, lang)} />
          </p>
        )}
      </header>

      <div className={styles.body}>
        {content.quote && (
          <p className={`${styles.lead} ${wrapFor(content.quote)}`} {...ARTICLE_BLOCK}>
            <Typeset text={content.quote} />
          </p>
        )}
        {content.coreConcept && (
          <section className={styles.statement} {...ARTICLE_BLOCK}>
            <h2>{h.coreConcept}</h2>
            <p className={wrapFor(content.coreConcept)}>
              <Typeset text={content.coreConcept} />
            </p>
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
                <h2 className={`${styles.conceptTitle} ${wrapFor(c.title, 'balance')}`}>
                  <Typeset text={c.title} />
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
                <h2 className={`${styles.conceptTitle} ${wrapFor(s.title, 'balance')}`}>
                  <Typeset text={s.title} />
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
                  <p>
                    <Typeset text={p} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )}

        <KeyedPanels
          content={content}
          lang={lang}
          classes={{
            panel: styles.panel!,
            head: styles.panelHead!,
            entries: styles.pairs!,
            entryKey: styles.key!,
            text: styles.text!,
            list: styles.list!,
          }}
        />

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
              <p className={styles.conclusion}>
                <Typeset text={content.conclusion} />
              </p>
            </>
          )}
          {content.source && (
            <p className={styles.source}>
              <Typeset text={content.source} />
            </p>
          )}
        </footer>
      )}
    </ArticleCard>
  );
}
