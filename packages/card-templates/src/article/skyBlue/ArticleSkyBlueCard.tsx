import { Award, CircleCheck, Lightbulb, Medal, Quote, Star, Trophy } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { ArticleIcon } from '../../parts/article/ArticleIcon';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { Words } from '../../parts/article/Words';
import { ARTICLE_HEADINGS, articleLang, cycle } from '../../parts/article/article-text';
import styles from './ArticleSkyBlueCard.module.css';

// Achievements take these icons in turn (spec §9: icon lists cycle by index).
const ACHIEVEMENT_ICONS = [Trophy, Medal, Award, Star] as const;

/** Soft clouds for the header's own row, drawn in SVG. */
function Clouds() {
  return (
    <svg className={styles.clouds} width="150" height="48" viewBox="0 0 150 48" aria-hidden>
      <path
        d="M22 40h46a12 12 0 0 0 0-24 16 16 0 0 0-30-4 12 12 0 0 0-16 14 7 7 0 0 0 0 14z"
        fill="#ffffff"
        opacity="0.95"
      />
      <path
        d="M92 34h40a9 9 0 0 0 0-18 13 13 0 0 0-25-3 10 10 0 0 0-15 11 5 5 0 0 0 0 10z"
        fill="#ffffff"
        opacity="0.7"
      />
    </svg>
  );
}

/**
 * Sky blue (浅蓝天空): for project retrospectives and guides, built around key achievements and
 * steps. A clear-sky header, achievements as trophy cards, sections as a numbered stepper.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleSkyBlueCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  return (
    <ArticleCard id="article/skyBlue" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.topRow}>
          {content.date ? <span className={styles.date}>{content.date}</span> : <span />}
          <Clouds />
        </div>
        {content.title && (
          <h1 className={styles.title}>
            <Words text={content.title} />
          </h1>
        )}
        {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
        {(content.author || content.authorPosition) && (
          <p className={styles.byline}>
            {content.author && <strong>{content.author}</strong>}
            {content.authorPosition && <span>{content.authorPosition}</span>}
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
          <section className={styles.info} {...ARTICLE_BLOCK}>
            <Lightbulb size={22} aria-hidden className={styles.infoIcon} />
            <div>
              <h2>{h.coreConcept}</h2>
              <p>{content.coreConcept}</p>
            </div>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyAchievements}</h2>
            <ul className={styles.achievements}>
              {content.keyAchievements.map((a, i) => {
                const Icon = cycle(ACHIEVEMENT_ICONS, i);
                return (
                  <li key={i}>
                    <span className={styles.badge}>
                      <Icon size={20} aria-hidden />
                    </span>
                    <p>{a}</p>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyPoints}</h2>
            <ul className={styles.checks}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <CircleCheck size={20} aria-hidden className={styles.check} />
                  <p>{p}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {(content.sections.length > 0 || content.concepts.length > 0) && (
          <ol className={styles.steps}>
            {content.sections.map((s, i) => (
              <li key={`s${i}`} className={styles.step} {...ARTICLE_BLOCK}>
                <span className={styles.stepNo}>{s.icon ? <ArticleIcon name={s.icon} size={18} /> : i + 1}</span>
                <div className={styles.stepBody}>
                  <span className={styles.stepLabel}>{h.step(i + 1)}</span>
                  {s.title && (
                    <h2 className={styles.stepTitle}>
                      <Words text={s.title} />
                    </h2>
                  )}
                  <SectionBody section={s} textClass={styles.text} listClass={styles.dots} />
                </div>
              </li>
            ))}
            {content.concepts.map((c, i) => (
              <li key={`c${i}`} className={styles.step} {...ARTICLE_BLOCK}>
                <span className={styles.stepNo}>{content.sections.length + i + 1}</span>
                <div className={styles.stepBody}>
                  <span className={styles.stepLabel}>{h.step(content.sections.length + i + 1)}</span>
                  {c.title && (
                    <h2 className={styles.stepTitle}>
                      <Words text={c.title} />
                    </h2>
                  )}
                  <Paragraphs text={c.content} className={styles.text} />
                </div>
              </li>
            ))}
          </ol>
        )}

        {content.globalReactions.length > 0 && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
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
          <section className={styles.panel} {...ARTICLE_BLOCK}>
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

        {content.quotes.map((q, i) => (
          <QuoteFigure
            key={`q${i}`}
            quote={q}
            lang={lang}
            className={styles.quote}
            textClass={styles.quoteText}
            byClass={styles.quoteBy}
            mark={<Quote size={22} aria-hidden className={styles.quoteMark} />}
          />
        ))}

        {content.conclusion && (
          <section className={styles.conclusion} {...ARTICLE_BLOCK}>
            <h2>{h.conclusion}</h2>
            <p>{content.conclusion}</p>
          </section>
        )}
      </div>

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          {h.source}
          {zh ? '：' : ': '}
          {content.source}
        </footer>
      )}
    </ArticleCard>
  );
}
