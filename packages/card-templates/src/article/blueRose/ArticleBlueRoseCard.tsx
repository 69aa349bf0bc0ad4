import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { Words } from '../../parts/article/Words';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { ARTICLE_HEADINGS, articleLang } from '../../parts/article/article-text';
import styles from './ArticleBlueRoseCard.module.css';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const roman = (n: number): string => ROMAN[n - 1] ?? String(n);

/** A small rose drawn in SVG: petals as nested arcs, in the header's own row. */
function RoseMark() {
  return (
    <svg className={styles.rose} width="56" height="56" viewBox="0 0 56 56" aria-hidden>
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

/**
 * Blue rose (蓝玫瑰): a night-blue card with rose accents for literary and cultural essays. An
 * inner hairline frame, a drawn rose, centred serif headlines, Roman-numbered points and quotes
 * set large; calm and ceremonial.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleBlueRoseCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  return (
    <ArticleCard id="article/blueRose" content={content} className={styles.card}>
      <div className={styles.frame}>
        <header className={styles.head} {...ARTICLE_BLOCK}>
          <RoseMark />
          {content.date && <p className={styles.date}>{content.date}</p>}
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

        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.concept} {...ARTICLE_BLOCK}>
            <h2 className={styles.label}>{h.coreConcept}</h2>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section className={styles.block} {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyPoints}</h2>
            <ol className={styles.roman}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span>{roman(i + 1)}</span>
                  <p>{p}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.block} {...ARTICLE_BLOCK}>
            {s.title && (
              <h2 className={styles.heading}>
                <Words text={s.title} />
              </h2>
            )}
            <SectionBody section={s} textClass={styles.text} listClass={styles.list} />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.block} {...ARTICLE_BLOCK}>
            {c.title && (
              <h2 className={styles.heading}>
                <Words text={c.title} />
              </h2>
            )}
            <Paragraphs text={c.content} className={styles.text} />
          </section>
        ))}

        {content.globalReactions.length > 0 && (
          <section className={styles.block} {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.globalReactions}</h2>
            <ul className={styles.entries}>
              {content.globalReactions.map((r, i) => (
                <li key={i}>
                  <span className={styles.entryKey}>{r.time}</span>
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
          <section className={styles.block} {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
            <ul className={styles.entries}>
              {impact.impacts.map((it, i) => (
                <li key={i}>
                  <span className={styles.entryKey}>{it.title}</span>
                  <p>{it.content}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section className={styles.block} {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyAchievements}</h2>
            <ul className={styles.list}>
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

        {(content.conclusion || content.source) && (
          <footer className={styles.footer} {...ARTICLE_BLOCK}>
            <span className={styles.diamond} aria-hidden />
            {content.conclusion && <p className={styles.conclusion}>{content.conclusion}</p>}
            {content.source && <p className={styles.source}>{content.source}</p>}
          </footer>
        )}
      </div>
    </ArticleCard>
  );
}
