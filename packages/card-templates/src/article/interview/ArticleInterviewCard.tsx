import type { ArticleContent } from '@inkcard/card-engine';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { QuoteFigure, TitledText } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';

import { ARTICLE_HEADINGS, articleLang, monogram, splitQuote } from '../../parts/article/article-text';
import { HEADLINE_CLAUSE } from '../../parts/typeset/typeset-runs';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
import styles from './ArticleInterviewCard.module.css';

const LABELS = {
  zh: { kind: '人物访谈', q: '问', a: '答', points: '访谈要点', by: '采访 / 撰文' },
  en: { kind: 'Interview', q: 'Q', a: 'A', points: 'Highlights', by: 'Interview by' },
} as const;

/**
 * What opens an interview: a spoken line and its speaker, never a guess. The lead (引言) is the
 * hero when it is a spoken line: attributed ("……——周默"), one of the quotes (signed by that
 * quote's speaker) or in quotation marks (unsigned). Otherwise the lead is the author's own words,
 * drawn as the lead paragraph, and the first quote is the hero, signed by its own speaker.
 * @param content - the article
 * @returns the hero (if any), the lead paragraph (if the lead is not the hero) and the quotes left
 */
export function interviewHero(content: ArticleContent): {
  hero?: { text: string; by?: string };
  lead?: string;
  quotes: string[];
} {
  const lead = content.quote?.trim() ? splitQuote(content.quote) : undefined;
  const spoken = lead && content.quotes.find((q) => splitQuote(q).text === lead.text);
  const quoted = /^[“"「『].*[”"」』]$/su.test(content.quote?.trim() ?? '');
  if (lead && (lead.by || spoken || quoted)) {
    const by = lead.by ?? (spoken ? splitQuote(spoken).by : undefined);
    return {
      hero: by ? { text: lead.text, by } : { text: lead.text },
      quotes: content.quotes.filter((q) => q !== spoken),
    };
  }
  const [first, ...rest] = content.quotes;
  return {
    ...(first ? { hero: splitQuote(first) } : {}),
    ...(lead ? { lead: content.quote!.trim() } : {}),
    quotes: rest,
  };
}

/**
 * Interview (人物访谈), our own: for interviews and profiles. The interviewee's strongest line
 * opens the card as a pull quote on black, signed by its own speaker (see interviewHero); sections
 * become questions (章节) and answers (主要内容, 要点), marked 问 / 答.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleInterviewCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const l = LABELS[lang];

  const impact = content.impactAnalysis;
  const { hero, lead, quotes } = interviewHero(content);
  return (
    <ArticleCard id="article/interview" content={content} className={styles.card}>
      {hero ? (
        <header className={styles.hero} {...ARTICLE_BLOCK}>
          <span className={styles.kind}>{l.kind}</span>
          <span className={styles.bigMark} aria-hidden data-zone="quote-mark">
            “
          </span>
          <p className={`${styles.heroQuote} ${wrapFor(hero.text)}`}>
            <Typeset text={hero.text} />
          </p>
          {hero.by && (
            <p className={styles.speaker}>
              <span className={styles.portrait} data-zone="portrait">
                {monogram(hero.by)}
              </span>
              <span>
                <Typeset text={hero.by} />
              </span>
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
          <h1 className={`${styles.title} ${wrapFor(content.title, 'balance')}`}>
            <Typeset text={content.title} clauseKept={HEADLINE_CLAUSE} />
          </h1>
        )}
        {content.subtitle && (
          <p className={`${styles.subtitle} ${wrapFor(content.subtitle)}`}>
            <Typeset text={content.subtitle} />
          </p>
        )}
        {(content.author || content.authorPosition || content.date) && (
          <p className={styles.credit}>
            {content.author && (
              <span>
                {l.by}{' '}
                <strong>
                  <Typeset text={content.author} />
                </strong>
              </span>
            )}
            {content.authorPosition && (
              <span>
                <Typeset text={content.authorPosition} />
              </span>
            )}
            {content.date && <span>{content.date}</span>}
          </p>
        )}
      </div>

      <div className={styles.body}>
        {lead && (
          <p className={`${styles.lead} ${wrapFor(lead)}`} {...ARTICLE_BLOCK}>
            <Typeset text={lead} />
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.standfirst} {...ARTICLE_BLOCK}>
            <p>
              <Typeset text={content.coreConcept} />
            </p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section className={styles.points} {...ARTICLE_BLOCK}>
            <h2>{l.points}</h2>
            <ol>
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

        {content.sections.map((s, i) => (
          <section key={i} className={styles.qa} {...ARTICLE_BLOCK}>
            {s.title && (
              <div className={styles.question}>
                <span className={styles.qMark}>{l.q}</span>
                <h2 className={wrapFor(s.title, 'balance')}>
                  <Typeset text={s.title} />
                </h2>
              </div>
            )}
            {(s.mainContent || s.lines.length > 0 || s.points.length > 0) && (
              <div className={styles.answer}>
                <span className={styles.aMark}>{l.a}</span>
                <div className={styles.answerText}>
                  {s.lines.map((line, j) => (
                    <p key={j}>
                      <Typeset text={line} />
                    </p>
                  ))}
                  <Paragraphs text={s.mainContent} />
                  {s.points.length > 0 && (
                    <ul className={styles.list}>
                      {s.points.map((p, j) => (
                        <li key={j}>
                          <Typeset text={p} />
                        </li>
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
                <h2 className={wrapFor(c.title, 'balance')}>
                  <Typeset text={c.title} />
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
                <li key={i}>
                  <Typeset text={a} />
                </li>
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
                  <span className={styles.muted}>{r.time}</span>{' '}
                  <TitledText title={r.title} text={r.content} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && (
              <p>
                <Typeset text={impact.overview} />
              </p>
            )}
            <ul className={styles.list}>
              {impact.impacts.map((it, i) => (
                <li key={i}>
                  <TitledText title={it.title} text={it.content} lang={lang} />
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.conclusion && (
          <section className={styles.closing} {...ARTICLE_BLOCK}>
            <p>
              <Typeset text={content.conclusion} />
            </p>
          </section>
        )}
      </div>

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          <Typeset text={content.source} />
        </footer>
      )}
    </ArticleCard>
  );
}
