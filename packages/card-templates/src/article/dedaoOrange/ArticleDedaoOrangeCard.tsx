import { Check, Highlighter, Quote } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { Words } from '../../parts/article/Words';
import { QuoteFigure } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { ARTICLE_HEADINGS, articleLang, ordinal } from '../../parts/article/article-text';
import styles from './ArticleDedaoOrangeCard.module.css';

/**
 * Dedao orange (得到橙): course and lecture notes in the style of a knowledge app. An orange
 * header band, the core idea as "one sentence", key points as highlighted "划重点", sections as
 * numbered knowledge points, quotes as 金句 cards and the conclusion as a takeaway.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleDedaoOrangeCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  const check = <Check size={16} strokeWidth={3} aria-hidden className={styles.check} />;
  return (
    <ArticleCard id="article/dedaoOrange" content={content} className={styles.card}>
      <header className={styles.band} {...ARTICLE_BLOCK}>
        <div className={styles.bandTop}>
          <span className={styles.tag}>{zh ? '课程笔记' : 'Course notes'}</span>
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
              <strong>
                {zh ? '主讲 / ' : 'Host: '}
                {content.author}
              </strong>
            )}
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
          <section className={styles.oneLine} {...ARTICLE_BLOCK}>
            <h2>{zh ? '一句话' : 'In one line'}</h2>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>
              <Highlighter size={20} aria-hidden />
              {zh ? '划重点' : 'Highlights'}
            </h2>
            <ol className={styles.highlights}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span className={styles.hlNo}>{i + 1}</span>
                  <p>
                    <mark>{p}</mark>
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.point} {...ARTICLE_BLOCK}>
            <span className={styles.pointLabel}>
              {zh ? '知识点' : 'Lesson'} {ordinal(i + 1)}
            </span>
            {s.title && (
              <h2 className={styles.pointTitle}>
                <Words text={s.title} />
              </h2>
            )}
            {s.lines.map((l, j) => (
              <p key={j} className={styles.text}>
                {l}
              </p>
            ))}
            <Paragraphs text={s.mainContent} className={styles.text} />
            {s.points.length > 0 && (
              <ul className={styles.checks}>
                {s.points.map((p, j) => (
                  <li key={j}>
                    {check}
                    <span>{p}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.point} {...ARTICLE_BLOCK}>
            <span className={styles.pointLabel}>
              {zh ? '知识点' : 'Lesson'} {ordinal(content.sections.length + i + 1)}
            </span>
            {c.title && (
              <h2 className={styles.pointTitle}>
                <Words text={c.title} />
              </h2>
            )}
            <Paragraphs text={c.content} className={styles.text} />
          </section>
        ))}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.globalReactions}</h2>
            <ul className={styles.rows}>
              {content.globalReactions.map((r, i) => (
                <li key={i}>
                  <span className={styles.rowKey}>{r.time}</span>
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
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
            <ul className={styles.rows}>
              {impact.impacts.map((it, i) => (
                <li key={i}>
                  <span className={styles.rowKey}>{it.title}</span>
                  <p>{it.content}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyAchievements}</h2>
            <ul className={styles.checks}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>
                  {check}
                  <span>{a}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.quotes.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>
              <Quote size={20} aria-hidden />
              {zh ? '金句' : 'Quotes'}
            </h2>
            <div className={styles.quotes}>
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
            </div>
          </section>
        )}

        {content.conclusion && (
          <section className={styles.takeaway} {...ARTICLE_BLOCK}>
            <h2>{zh ? '学以致用' : 'Put it to use'}</h2>
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
