import { BookOpen, Bookmark, Highlighter, PencilLine } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';
import { Words } from '../../parts/article/Words';
import { ARTICLE_HEADINGS, articleLang, splitQuote } from '../../parts/article/article-text';
import styles from './ArticleBookNotesCard.module.css';

const LABELS = {
  zh: {
    kind: '读书笔记',
    by: '著',
    verdict: '一句话书评',
    takeaways: '读书心得',
    highlights: '书摘划线',
    chapter: (n: number) => `第 ${n} 章`,
    afterword: '读后',
  },
  en: {
    kind: 'Reading notes',
    by: 'by',
    verdict: 'The book in one line',
    takeaways: 'Takeaways',
    highlights: 'Highlights',
    chapter: (n: number) => `Chapter ${n}`,
    afterword: 'Afterword',
  },
} as const;

/**
 * Book notes (读书笔记), our own: for book summaries. A drawn book cover beside the title and its
 * author, the book in one line, takeaways in a handwritten face, highlighted passages (重要引述) as
 * the heart of the card, and the book's parts as chapters.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleBookNotesCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const l = LABELS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  // The cover shows the book's name: the part of the headline in 《》, else the headline before its colon.
  const bookTitle =
    /《([^》]+)》/u.exec(content.title)?.[1] ?? content.title.split(/[:：]/u)[0]!.trim() ?? content.title;
  return (
    <ArticleCard id="article/bookNotes" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.cover} aria-hidden>
          <span className={styles.spine} />
          <span className={styles.coverTitle}>{bookTitle || l.kind}</span>
          {content.author && <span className={styles.coverAuthor}>{content.author}</span>}
        </div>
        <div className={styles.meta}>
          <span className={styles.kind}>
            <BookOpen size={14} aria-hidden />
            {l.kind}
            {content.date && <span className={styles.date}>{content.date}</span>}
          </span>
          {content.title && (
            <h1 className={styles.title}>
              <Words text={content.title} />
            </h1>
          )}
          {content.subtitle && <p className={styles.subtitle}>{content.subtitle}</p>}
          {(content.author || content.authorPosition) && (
            <p className={styles.author}>
              {content.author && <strong>{zh ? `${content.author} ${l.by}` : `${l.by} ${content.author}`}</strong>}
              {content.authorPosition && <span>{content.authorPosition}</span>}
            </p>
          )}
        </div>
      </header>

      <div className={styles.body}>
        {content.quote && (
          <p className={styles.lead} {...ARTICLE_BLOCK}>
            {content.quote}
          </p>
        )}

        {content.coreConcept && (
          <section className={styles.verdict} {...ARTICLE_BLOCK}>
            <h2>{l.verdict}</h2>
            <p>{content.coreConcept}</p>
          </section>
        )}

        {content.quotes.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>
              <Highlighter size={18} aria-hidden />
              {l.highlights}
            </h2>
            <div className={styles.highlights}>
              {content.quotes.map((q, i) => {
                const { text, by } = splitQuote(q);
                return (
                  <figure key={i} className={styles.highlight}>
                    <blockquote>
                      <mark>{text}</mark>
                    </blockquote>
                    {by && (
                      <figcaption>
                        {zh ? '——' : '—'} {by}
                      </figcaption>
                    )}
                  </figure>
                );
              })}
            </div>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>
              <PencilLine size={18} aria-hidden />
              {l.takeaways}
            </h2>
            <ol className={styles.takeaways}>
              {content.keyPoints.map((p, i) => (
                <li key={i}>
                  <span className={styles.takeNo}>{i + 1}.</span>
                  <p>{p}</p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {content.sections.map((s, i) => (
          <section key={i} className={styles.chapter} {...ARTICLE_BLOCK}>
            <span className={styles.chapterNo}>
              <Bookmark size={14} aria-hidden />
              {l.chapter(i + 1)}
            </span>
            {s.title && (
              <h2 className={styles.chapterTitle}>
                <Words text={s.title} />
              </h2>
            )}
            <SectionBody section={s} textClass={styles.text} listClass={styles.list} />
          </section>
        ))}

        {content.concepts.map((c, i) => (
          <section key={`c${i}`} className={styles.chapter} {...ARTICLE_BLOCK}>
            <span className={styles.chapterNo}>
              <Bookmark size={14} aria-hidden />
              {l.chapter(content.sections.length + i + 1)}
            </span>
            {c.title && (
              <h2 className={styles.chapterTitle}>
                <Words text={c.title} />
              </h2>
            )}
            <Paragraphs text={c.content} className={styles.text} />
          </section>
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
            {impact.overview && <p className={styles.text}>{impact.overview}</p>}
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
          <section className={styles.afterword} {...ARTICLE_BLOCK}>
            <h2>{l.afterword}</h2>
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
