import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { Words } from '../../parts/article/Words';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { ARTICLE_HEADINGS, articleLang, ordinal } from '../../parts/article/article-text';
import styles from './ArticleMediaWritingCard.module.css';

/**
 * Media writing (经典款): the classic self-media article. Centred serif headline, a byline
 * "文 / 作者", numbered key points, centred section numbers, quotes on a gold rule, a conclusion
 * box and the traditional "END" mark; measured, quiet and readable at any length.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleMediaWritingCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  return (
    <ArticleCard id="article/mediaWriting" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.eyebrow}>
          <span>{zh ? '深度阅读' : 'Long read'}</span>
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
            {content.author && (
              <span>
                {zh ? '文 / ' : 'By '}
                <strong>{content.author}</strong>
              </span>
            )}
            {content.authorPosition && <span>{content.authorPosition}</span>}
          </p>
        )}
        <span className={styles.ornament} aria-hidden />
      </header>

      <div className={styles.body}>
        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.frame} {...ARTICLE_BLOCK}>
            <h2 className={styles.legend}>{h.coreConcept}</h2>
            <p className={styles.frameText}>{content.coreConcept}</p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyPoints}</h2>
            <ol className={styles.points}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span className={styles.pointNo}>{i + 1}</span>
                  <span>{p}</span>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.section} {...ARTICLE_BLOCK}>
            <div className={styles.sectionHead}>
              <span className={styles.sectionNo}>{ordinal(i + 1)}</span>
              {s.title && (
                <h2 className={styles.sectionTitle}>
                  <Words text={s.title} />
                </h2>
              )}
            </div>
            <SectionBody section={s} textClass={styles.text} listClass={styles.bullets} />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.section} {...ARTICLE_BLOCK}>
            <div className={styles.sectionHead}>
              <span className={styles.sectionNo}>{ordinal(content.sections.length + i + 1)}</span>
              {c.title && (
                <h2 className={styles.sectionTitle}>
                  <Words text={c.title} />
                </h2>
              )}
            </div>
            <Paragraphs text={c.content} className={styles.text} />
          </section>
        ))}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.globalReactions}</h2>
            <ul className={styles.reactions}>
              {content.globalReactions.map((r, i) => (
                <li key={i}>
                  <span className={styles.time}>{r.time}</span>
                  <span>
                    <strong>{r.title}</strong>
                    {zh ? '：' : ': '}
                    {r.content}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
            <dl className={styles.impacts}>
              {impact.impacts.map((it, i) => (
                <div key={i}>
                  <dt>{it.title}</dt>
                  <dd>{it.content}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyAchievements}</h2>
            <ul className={styles.bullets}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
          </section>
        )}

        {content.quotes.length > 0 && (
          <section className={styles.quotes} {...ARTICLE_BLOCK}>
            {content.quotes.map((q, i) => (
              <QuoteFigure
                key={i}
                quote={q}
                lang={lang}
                className={styles.quote}
                textClass={styles.quoteText}
                byClass={styles.quoteBy}
              />
            ))}
          </section>
        )}

        {content.conclusion && (
          <section className={styles.conclusion} {...ARTICLE_BLOCK}>
            <h2 className={styles.conclusionHead}>{zh ? '结语' : 'In closing'}</h2>
            <p>{content.conclusion}</p>
          </section>
        )}
      </div>

      <footer className={styles.footer} {...ARTICLE_BLOCK}>
        {content.source && (
          <p>
            {h.source}
            {zh ? '：' : ': '}
            {content.source}
          </p>
        )}
        <span className={styles.end}>END</span>
      </footer>
    </ArticleCard>
  );
}
