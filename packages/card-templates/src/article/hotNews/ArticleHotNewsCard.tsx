import { CircleCheck, Globe, Layers, Quote, ShieldCheck, TrendingUp, Users, Zap } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { Words } from '../../parts/article/Words';
import { ArticleIcon } from '../../parts/article/ArticleIcon';
import { Paragraphs } from '../../parts/article/Paragraphs';
import {
  ARTICLE_HEADINGS,
  articleLang,
  cycle,
  monogram,
  ordinal,
  readingMinutes,
  splitQuote,
} from '../../parts/article/article-text';
import styles from './ArticleHotNewsCard.module.css';

// Impacts take these icons in turn (spec §9: icon lists cycle by index).
const IMPACT_ICONS = [TrendingUp, ShieldCheck, Layers, Users, Zap, Globe] as const;

/** "5月8日 09:30" → the date above, the clock below; a bare clock has no date. */
function splitTime(time: string): { date: string; clock: string } {
  const at = time.lastIndexOf(' ');
  return at < 0 ? { date: '', clock: time } : { date: time.slice(0, at).replace(/,$/, ''), clock: time.slice(at + 1) };
}

/**
 * Hot news (热点新闻): a breaking-news bulletin. A dark masthead with the date and reading time,
 * a heavy headline, then the story's global reactions as a timeline and its potential impact as a
 * grid of cards; everything else the text holds follows in the bulletin's voice.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleHotNewsCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const minutes = readingMinutes(content);
  const { impactAnalysis: impact } = content;
  return (
    <ArticleCard id="article/hotNews" content={content} className={styles.card}>
      <header className={styles.masthead} {...ARTICLE_BLOCK}>
        <div className={styles.brand}>
          <span className={styles.live} />
          <span>{lang === 'zh' ? '热点速递' : 'Breaking'}</span>
          <span className={styles.brandEn}>HOT NEWS</span>
        </div>
        <div className={styles.meta}>
          {content.date && <span>{content.date}</span>}
          <span className={styles.reading}>{h.readingTime(minutes)}</span>
        </div>
      </header>

      <div className={styles.head} {...ARTICLE_BLOCK}>
        {content.mainIcon && (
          <span className={styles.kicker}>
            <ArticleIcon name={content.mainIcon} size={16} />
          </span>
        )}
        {content.title && (
          <h1 className={styles.title}>
            <Words text={content.title} />
          </h1>
        )}
        {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
        {(content.author || content.authorPosition) && (
          <div className={styles.byline}>
            {content.author && <span className={styles.avatar}>{monogram(content.author)}</span>}
            <span className={styles.bylineText}>
              {content.author && <strong>{content.author}</strong>}
              {content.authorPosition && <span>{content.authorPosition}</span>}
            </span>
          </div>
        )}
      </div>

      <div className={styles.body}>
        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.concept} {...ARTICLE_BLOCK}>
            <span className={styles.label}>{h.coreConcept}</span>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.blockHead}>
              <span>{h.keyPoints}</span>
            </h2>
            <ol className={styles.points}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span className={styles.pointNo}>{ordinal(i + 1)}</span>
                  <span>{p}</span>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.section} {...ARTICLE_BLOCK}>
            {s.title && (
              <h2 className={styles.sectionTitle}>
                {s.icon ? <ArticleIcon name={s.icon} size={20} className={styles.sectionIcon} /> : <i />}
                <span>
                  <Words text={s.title} />
                </span>
              </h2>
            )}
            {s.lines.map((l, j) => (
              <p key={j} className={styles.text}>
                {l}
              </p>
            ))}
            <Paragraphs text={s.mainContent} className={styles.text} />
            {s.points.length > 0 && (
              <ul className={styles.bullets}>
                {s.points.map((p, j) => (
                  <li key={j}>{p}</li>
                ))}
              </ul>
            )}
          </section>
        ))}

        {content.concepts.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.blockHead}>
              <span>{h.concepts}</span>
            </h2>
            <div className={styles.grid}>
              {content.concepts.map((c, i) => (
                <div key={i} className={styles.tile}>
                  {c.title && <h3>{c.title}</h3>}
                  <Paragraphs text={c.content} />
                </div>
              ))}
            </div>
          </section>
        )}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.blockHead}>
              <span className={styles.headIcon}>
                <Globe size={16} aria-hidden />
              </span>
              <span>{h.globalReactions}</span>
            </h2>
            <ol className={styles.timeline}>
              {content.globalReactions.map((r, i) => {
                const { date, clock } = splitTime(r.time);
                return (
                  <li key={i}>
                    <div className={styles.when}>
                      {date && <span className={styles.whenDate}>{date}</span>}
                      <span className={styles.whenClock}>{clock}</span>
                    </div>
                    <div className={styles.what}>
                      <strong>{r.title}</strong>
                      <p>{r.content}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </section>
        )}

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.blockHead}>
              <span className={styles.headIcon}>
                <TrendingUp size={16} aria-hidden />
              </span>
              <span>{h.impactAnalysis}</span>
            </h2>
            {impact.overview && <p className={styles.overview}>{impact.overview}</p>}
            {impact.impacts.length > 0 && (
              <div className={styles.grid}>
                {impact.impacts.map((it, i) => (
                  <div key={i} className={styles.tile}>
                    <ArticleIcon icon={cycle(IMPACT_ICONS, i)} size={20} className={styles.tileIcon} />
                    <h3>{it.title}</h3>
                    <p>{it.content}</p>
                  </div>
                ))}
              </div>
            )}
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.blockHead}>
              <span>{h.keyAchievements}</span>
            </h2>
            <ul className={styles.checks}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>
                  <CircleCheck size={18} aria-hidden className={styles.check} />
                  <span>{a}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.quotes.length > 0 && (
          <section className={styles.quotes} {...ARTICLE_BLOCK}>
            {content.quotes.map((q, i) => {
              const { text, by } = splitQuote(q);
              return (
                <figure key={i} className={styles.quote}>
                  <Quote size={26} aria-hidden className={styles.quoteMark} />
                  <blockquote>{text}</blockquote>
                  {by && (
                    <figcaption>
                      {lang === 'zh' ? '——' : '—'} {by}
                    </figcaption>
                  )}
                </figure>
              );
            })}
          </section>
        )}
      </div>

      {content.conclusion && (
        <section className={styles.conclusion} {...ARTICLE_BLOCK}>
          <span className={styles.label}>{h.conclusion}</span>
          <p>{content.conclusion}</p>
        </section>
      )}

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          <span>
            {h.source}
            {lang === 'zh' ? '：' : ': '}
            {content.source}
          </span>
        </footer>
      )}
    </ArticleCard>
  );
}
