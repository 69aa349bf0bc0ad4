import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { KeyedPanels, QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';

import { ARTICLE_HEADINGS, articleLang } from '../../parts/article/article-text';
import { HEADLINE_CLAUSE } from '../../parts/typeset/typeset-runs';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
import styles from './ArticleKalanFlavorCard.module.css';

const CN_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
const sectionMark = (n: number, zh: boolean): string => (zh ? (CN_NUMERALS[n - 1] ?? String(n)) : String(n));

/**
 * Kalan flavor (卡兰风味): a food, travel and lifestyle magazine feature. Warm paper, terracotta,
 * a serif headline under a masthead, a drop cap opening the first paragraph, sections marked
 * "— 一 —" and a pull quote set across the column (previewed at 750 px, spec §9).
 * @param props - content and style
 * @returns the card element
 */
export function ArticleKalanFlavorCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  return (
    <ArticleCard id="article/kalanFlavor" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.masthead}>
          <span>{zh ? '风味' : 'Flavour'}</span>
          <span className={styles.issue}>{content.date || (zh ? '专题' : 'Feature')}</span>
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
            {content.author && (
              <span>
                <Typeset text={zh ? `文｜${content.author}` : `Words by ${content.author}`} />
              </span>
            )}
            {content.authorPosition && (
              <span className={styles.role}>
                <Typeset text={content.authorPosition} />
              </span>
            )}
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
          <section className={styles.note} {...ARTICLE_BLOCK}>
            <h2>{h.coreConcept}</h2>
            <p>
              <Typeset text={content.coreConcept} />
            </p>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section className={styles.box} {...ARTICLE_BLOCK}>
            <h2 className={styles.boxHead}>{zh ? '风味笔记' : 'Tasting notes'}</h2>
            <ol className={styles.notes}>
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
          <section key={i} className={styles.section} {...ARTICLE_BLOCK}>
            <span className={styles.mark}>{sectionMark(i + 1, zh)}</span>
            {s.title && (
              <h2 className={`${styles.sectionTitle} ${wrapFor(s.title, 'balance')}`}>
                <Typeset text={s.title} />
              </h2>
            )}
            <SectionBody
              section={s}
              textClass={styles.text}
              listClass={styles.list}
              dropCapClass={i === 0 ? styles.dropCap : undefined}
            />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.section} {...ARTICLE_BLOCK}>
            <span className={styles.mark}>{sectionMark(content.sections.length + i + 1, zh)}</span>
            {c.title && (
              <h2 className={`${styles.sectionTitle} ${wrapFor(c.title, 'balance')}`}>
                <Typeset text={c.title} />
              </h2>
            )}
            <Paragraphs text={c.content} className={styles.text} />
          </section>
        ))}

        {content.quotes.map((q, i) => (
          <QuoteFigure
            key={`q${i}`}
            quote={q}
            lang={lang}
            className={styles.pull}
            textClass={styles.pullText}
            byClass={styles.pullBy}
          />
        ))}

        <KeyedPanels
          content={content}
          lang={lang}
          classes={{
            panel: styles.box!,
            head: styles.boxHead!,
            entries: styles.entries!,
            entryKey: styles.entryKey!,
            text: styles.text!,
            list: styles.list!,
          }}
        />

        {content.conclusion && (
          <p className={styles.closing} {...ARTICLE_BLOCK}>
            <Typeset text={content.conclusion} />
            <span className={styles.tombstone} aria-hidden data-zone="tombstone" />
          </p>
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
