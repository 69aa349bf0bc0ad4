import { CircleCheck, Globe, Layers, Quote, ShieldCheck, TrendingUp, Users, Zap } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { ArticleIcon } from '../../parts/article/ArticleIcon';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import {
  ARTICLE_HEADINGS,
  articleLang,
  cycle,
  labelled,
  monogram,
  ordinal,
  readingMinutes,
} from '../../parts/article/article-text';
import { HEADLINE_CLAUSE } from '../../parts/typeset/typeset-runs';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
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
          <span className={styles.live} data-zone="live" />
          <span>{lang === 'zh' ? '热点速递' : 'Breaking'}</span>
          {lang === 'zh' && <span className={styles.brandEn}>HOT NEWS</span>}
        </div>
        <div className={styles.meta}>
          {content.date && <span>{content.date}</span>}
          <span className={styles.reading}>{h.readingTime(minutes)}</span>
        </div>
      </header>

      <div className={styles.head} {...ARTICLE_BLOCK}>
        {content.mainIcon && (
          <span className={styles.kicker} data-zone="kicker">
            <ArticleIcon name={content.mainIcon} size={16} />
          </span>
        )}
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
          <div className={styles.byline}>
            {content.author && (
              <span className={styles.avatar} data-zone="avatar">
                {monogram(content.author)}
              </span>
            )}
            <span className={styles.bylineText}>
              {content.author && (
                <strong>
                  <Typeset text={content.author} />
                </strong>
              )}
              {content.authorPosition && (
                <span>
                  <Typeset text={content.authorPosition} />
                </span>
              )}
            </span>
          </div>
        )}
      </div>

      <div className={styles.body}>
        {content.quote && (
          <p className={`${styles.lead} ${wrapFor(content.quote)}`} {...ARTICLE_BLOCK}>
            <Typeset text={content.quote} />
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.concept} {...ARTICLE_BLOCK}>
            <span className={styles.label}>{h.coreConcept}</span>
            <p>
              <Typeset text={content.coreConcept} />
            </p>
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
                  <span>
                    <Typeset text={p} />
                  </span>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.section} {...ARTICLE_BLOCK}>
            {s.title && (
              <h2 className={styles.sectionTitle}>
                {s.icon ? (
                  <ArticleIcon name={s.icon} size={20} className={styles.sectionIcon} />
                ) : (
                  <i data-zone="mark" />
                )}
                <span className={wrapFor(s.title, 'balance')}>
                  <Typeset text={s.title} />
                </span>
              </h2>
            )}
            <SectionBody section={s} textClass={styles.text} listClass={styles.bullets} />
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
                  {c.title && (
                    <h3 className={wrapFor(c.title, 'balance')}>
                      <Typeset text={c.title} />
                    </h3>
                  )}
                  <Paragraphs text={c.content} />
                </div>
              ))}
            </div>
          </section>
        )}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.blockHead}>
              <span className={styles.headIcon} data-zone="icon">
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
                      <strong>
                        <Typeset text={r.title} />
                      </strong>
                      <p>
                        <Typeset text={r.content} />
                      </p>
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
              <span className={styles.headIcon} data-zone="icon">
                <TrendingUp size={16} aria-hidden />
              </span>
              <span>{h.impactAnalysis}</span>
            </h2>
            {impact.overview && (
              <p className={styles.overview}>
                <Typeset text={impact.overview} />
              </p>
            )}
            {impact.impacts.length > 0 && (
              <div className={styles.grid}>
                {impact.impacts.map((it, i) => (
                  <div key={i} className={styles.tile}>
                    <ArticleIcon icon={cycle(IMPACT_ICONS, i)} size={20} className={styles.tileIcon} />
                    <h3 className={wrapFor(it.title, 'balance')}>
                      <Typeset text={it.title} />
                    </h3>
                    <p>
                      <Typeset text={it.content} />
                    </p>
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
                  <ArticleIcon icon={CircleCheck} size={18} className={styles.check} />
                  <span>
                    <Typeset text={a} />
                  </span>
                </li>
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
                mark={<ArticleIcon icon={Quote} size={26} className={styles.quoteMark} />}
              />
            ))}
          </section>
        )}
      </div>

      {content.conclusion && (
        <section className={styles.conclusion} {...ARTICLE_BLOCK}>
          <span className={styles.label}>{h.conclusion}</span>
          <p>
            <Typeset text={content.conclusion} />
          </p>
        </section>
      )}

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          <span>
            <Typeset text={labelled(h.source, content.source, lang)} />
          </span>
        </footer>
      )}
    </ArticleCard>
  );
}
