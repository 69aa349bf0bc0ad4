import { Flower2, Leaf, Sprout } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { Words } from '../../parts/article/Words';
import { ArticleIcon } from '../../parts/article/ArticleIcon';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { ARTICLE_HEADINGS, articleLang, monogram, ordinal } from '../../parts/article/article-text';
import styles from './ArticleScCard.module.css';

/**
 * Spring green (春风绿意): a soft, airy card for lifestyle and wellbeing pieces. Mint paper, a
 * sprout ornament in the header's own row (never behind text), Kai-style headlines, white rounded
 * cards with leaf bullets, and a green closing card.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleScCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  return (
    <ArticleCard id="article/sc" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.topRow}>
          <span className={styles.season}>
            <Leaf size={14} aria-hidden />
            {content.date || (zh ? '春风绿意' : 'Spring notes')}
          </span>
          <span className={styles.sprig} aria-hidden>
            <Leaf size={26} strokeWidth={1.6} />
            <Sprout size={40} strokeWidth={1.5} />
            <Flower2 size={26} strokeWidth={1.6} />
          </span>
        </div>
        {content.title && (
          <h1 className={styles.title}>
            <Words text={content.title} />
          </h1>
        )}
        {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
        {(content.author || content.authorPosition) && (
          <div className={styles.byline}>
            {content.author && <span className={styles.avatar}>{monogram(content.author)}</span>}
            <span>
              {content.author && <strong>{content.author}</strong>}
              {content.authorPosition && <span className={styles.position}>{content.authorPosition}</span>}
            </span>
          </div>
        )}
      </header>

      <div className={styles.body}>
        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>
              <Sprout size={18} aria-hidden />
              {h.coreConcept}
            </h2>
            <p className={styles.concept}>{content.coreConcept}</p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>
              <Leaf size={18} aria-hidden />
              {h.keyPoints}
            </h2>
            <ul className={styles.leafList}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <Leaf size={16} aria-hidden className={styles.leaf} />
                  <span>{p}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.panel} {...ARTICLE_BLOCK}>
            <div className={styles.sectionHead}>
              <span className={styles.pill}>{s.icon ? <ArticleIcon name={s.icon} size={15} /> : ordinal(i + 1)}</span>
              {s.title && (
                <h2 className={styles.sectionTitle}>
                  <Words text={s.title} />
                </h2>
              )}
            </div>
            <SectionBody section={s} textClass={styles.text} listClass={styles.dots} />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.panel} {...ARTICLE_BLOCK}>
            <div className={styles.sectionHead}>
              <span className={styles.pill}>{ordinal(i + 1)}</span>
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
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>
              <Leaf size={18} aria-hidden />
              {h.globalReactions}
            </h2>
            <ul className={styles.rows}>
              {content.globalReactions.map((r, i) => (
                <li key={i}>
                  <span className={styles.tag}>{r.time}</span>
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
            <h2 className={styles.panelHead}>
              <Leaf size={18} aria-hidden />
              {h.impactAnalysis}
            </h2>
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
            <ul className={styles.rows}>
              {impact.impacts.map((it, i) => (
                <li key={i}>
                  <span className={styles.tag}>{it.title}</span>
                  <p>{it.content}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section className={styles.panel} {...ARTICLE_BLOCK}>
            <h2 className={styles.panelHead}>
              <Flower2 size={18} aria-hidden />
              {h.keyAchievements}
            </h2>
            <ul className={styles.leafList}>
              {content.keyAchievements.map((a, i) => (
                <li key={i}>
                  <Flower2 size={16} aria-hidden className={styles.leaf} />
                  <span>{a}</span>
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
            mark={<Sprout size={22} aria-hidden className={styles.quoteMark} />}
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
          <Leaf size={13} aria-hidden />
          <span>{content.source}</span>
        </footer>
      )}
    </ArticleCard>
  );
}
