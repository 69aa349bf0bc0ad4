import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { QuoteFigure } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { Words } from '../../parts/article/Words';
import { ARTICLE_HEADINGS, articleLang, monogram, splitQuote } from '../../parts/article/article-text';
import styles from './ArticleInterviewCard.module.css';

const LABELS = {
  zh: { kind: '人物访谈', q: '问', a: '答', points: '访谈要点', by: '采访 / 撰文' },
  en: { kind: 'Interview', q: 'Q', a: 'A', points: 'Highlights', by: 'Interview by' },
} as const;

/**
 * Interview (人物访谈), our own: for interviews and profiles. The interviewee's strongest line
 * opens the card as a pull quote on black (the lead, else the first quote), with their name from
 * its attribution; sections become questions (章节) and answers (主要内容, 要点), marked 问 / 答.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleInterviewCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const l = LABELS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  const [firstQuote, ...otherQuotes] = content.quotes;
  const hero = splitQuote(content.quote ?? firstQuote ?? '');
  // The quotes after the hero; the hero's own line is not repeated when it was a quote.
  const quotes = content.quote ? content.quotes.filter((q) => splitQuote(q).text !== hero.text) : otherQuotes;
  const speaker = hero.by ?? (firstQuote ? splitQuote(firstQuote).by : undefined);
  return (
    <ArticleCard id="article/interview" content={content} className={styles.card}>
      {hero.text ? (
        <header className={styles.hero} {...ARTICLE_BLOCK}>
          <span className={styles.kind}>{l.kind}</span>
          <span className={styles.bigMark} aria-hidden>
            “
          </span>
          <p className={styles.heroQuote}>{hero.text}</p>
          {speaker && (
            <p className={styles.speaker}>
              <span className={styles.portrait}>{monogram(speaker)}</span>
              {speaker}
            </p>
          )}
        </header>
      ) : (
        <header className={styles.heroBare} {...ARTICLE_BLOCK}>
          <span className={styles.kind}>{l.kind}</span>
        </header>
      )}

      <div className={styles.titleBlock} {...ARTICLE_BLOCK}>
        {content.title && (
          <h1 className={styles.title}>
            <Words text={content.title} />
          </h1>
        )}
        {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
        {(content.author || content.authorPosition || content.date) && (
          <p className={styles.credit}>
            {content.author && (
              <span>
                {l.by} <strong>{content.author}</strong>
              </span>
            )}
            {content.authorPosition && <span>{content.authorPosition}</span>}
            {content.date && <span>{content.date}</span>}
          </p>
        )}
      </div>

      <div className={styles.body}>
        {content.coreConcept && (
          <section className={styles.standfirst} {...ARTICLE_BLOCK}>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section className={styles.points} {...ARTICLE_BLOCK}>
            <h2>{l.points}</h2>
            <ol>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span>{i + 1}</span>
                  <p>{p}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.qa} {...ARTICLE_BLOCK}>
            {s.title && (
              <div className={styles.question}>
                <span className={styles.qMark}>{l.q}</span>
                <h2>
                  <Words text={s.title} />
                </h2>
              </div>
            )}
            {(s.mainContent || s.lines.length > 0 || s.points.length > 0) && (
              <div className={styles.answer}>
                <span className={styles.aMark}>{l.a}</span>
                <div className={styles.answerText}>
                  {s.lines.map((line, j) => (
                    <p key={j}>{line}</p>
                  ))}
                  <Paragraphs text={s.mainContent} />
                  {s.points.length > 0 && (
                    <ul className={styles.list}>
                      {s.points.map((p, j) => (
                        <li key={j}>{p}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
            )}
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.qa} {...ARTICLE_BLOCK}>
            {c.title && (
              <div className={styles.question}>
                <span className={styles.qMark}>{l.q}</span>
                <h2>
                  <Words text={c.title} />
                </h2>
              </div>
            )}
            <div className={styles.answer}>
              <span className={styles.aMark}>{l.a}</span>
              <div className={styles.answerText}>
                <Paragraphs text={c.content} />
              </div>
            </div>
          </section>
        ))}

        {quotes.map((q, i) => (
          <QuoteFigure
            key={`q${i}`}
            quote={q}
            lang={lang}
            className={styles.pull}
            textClass={styles.pullText}
            byClass={styles.pullBy}
          />
        ))}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyAchievements}</h2>
            <ul className={styles.list}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>{a}</li>
              ))}
            </ul>
          </section>
        )}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.globalReactions}</h2>
            <ul className={styles.list}>
              {content.globalReactions.map((r, i) => (
                <li key={i}>
                  <span className={styles.muted}>{r.time}</span> <strong>{r.title}</strong>
                  {zh ? '：' : ': '}
                  {r.content}
                </li>
              ))}
            </ul>
          </section>
        )}

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && <p>{impact.overview}</p>}
            <ul className={styles.list}>
              {impact.impacts.map((it, i) => (
                <li key={i}>
                  <strong>{it.title}</strong>
                  {zh ? '：' : ': '}
                  {it.content}
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.conclusion && (
          <section className={styles.closing} {...ARTICLE_BLOCK}>
            <p>{content.conclusion}</p>
          </section>
        )}
      </div>

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          {content.source}
        </footer>
      )}
    </ArticleCard>
  );
}
