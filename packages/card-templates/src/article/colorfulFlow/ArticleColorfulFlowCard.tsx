import type { CSSProperties } from 'react';
import { Compass, Flag, Lightbulb, Quote, Rocket, Sparkles, Target, Zap } from 'lucide-react';
import type { CardProps } from '../../template';
import { ARTICLE_BLOCK, ArticleCard } from '../../parts/article/ArticleCard';
import { ArticleIcon } from '../../parts/article/ArticleIcon';
import { QuoteFigure, SectionBody } from '../../parts/article/ArticleParts';
import { Paragraphs } from '../../parts/article/Paragraphs';

import { ARTICLE_HEADINGS, articleLang, byline, clip, cycle, labelled } from '../../parts/article/article-text';
import { HEADLINE_CLAUSE } from '../../parts/typeset/typeset-runs';
import { Typeset, wrapFor } from '../../parts/typeset/Typeset';
import styles from './ArticleColorfulFlowCard.module.css';

// Spec §9: section colours and icons cycle by index.
const COLORS = ['#6366f1', '#ec4899', '#f59e0b', '#10b981', '#06b6d4', '#8b5cf6'] as const;
const ICONS = [Lightbulb, Rocket, Target, Compass, Zap, Sparkles] as const;
/**
 * Spec §9: colorfulFlow's flag shows the conclusion cut to 50 characters plus an ellipsis (at a
 * clause or word end, see clip); the rest follows under it, so nothing the text says is lost.
 */
export const CONCLUSION_CHARS = 50;

const tone = (i: number): CSSProperties => ({ '--c': cycle(COLORS, i) }) as CSSProperties;

/**
 * Colorful flow (多彩流程): a process or how-to told as a flow. Every section is a step on a
 * coloured rail, its colour and icon cycling by index (a section's own 图标 wins); the flow ends at
 * a flag with the conclusion cut to 50 characters, its rest below.
 * @param props - content and style
 * @returns the card element
 */
export function ArticleColorfulFlowCard({ content }: CardProps<'article'>) {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const zh = lang === 'zh';
  const impact = content.impactAnalysis;
  const finish = clip(content.conclusion ?? '', CONCLUSION_CHARS);
  // Everything after the sections continues the flow's colours where the sections stopped.
  const steps = [
    ...content.sections.map((s, i) => ({
      key: `s${i}`,
      title: s.title,
      icon: s.icon,
      body: <SectionBody section={s} textClass={styles.text} listClass={styles.list} />,
    })),
    ...content.concepts.map((c, i) => ({
      key: `c${i}`,
      title: c.title,
      icon: undefined,
      body: <Paragraphs text={c.content} className={styles.text} />,
    })),
  ];
  return (
    <ArticleCard id="article/colorfulFlow" content={content} className={styles.card}>
      <header className={styles.head} {...ARTICLE_BLOCK}>
        <div className={styles.meta}>
          <span className={styles.badge}>{zh ? '多彩流程' : 'Colorful flow'}</span>
          {content.date && <span>{content.date}</span>}
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
            <Typeset text={byline(content, lang)} />
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
          <section className={styles.concept} {...ARTICLE_BLOCK}>
            <Sparkles size={20} aria-hidden className={styles.conceptIcon} data-zone="icon" />
            <div>
              <h2>{h.coreConcept}</h2>
              <p>
                <Typeset text={content.coreConcept} />
              </p>
            </div>
          </section>
        )}

        {content.keyPoints.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyPoints}</h2>
            <ol className={styles.points}>
              {content.keyPoints.map((p, i) => (
                <li key={i} style={tone(i)}>
                  <span className={styles.pointNo}>{i + 1}</span>
                  <p>
                    <Typeset text={p} />
                  </p>
                </li>
              ))}
            </ol>
          </section>
        )}

        {steps.length > 0 && (
          <ol className={styles.flow}>
            {steps.map((step, i) => {
              const Icon = cycle(ICONS, i);
              return (
                <li key={step.key} className={styles.step} style={tone(i)} {...ARTICLE_BLOCK}>
                  <span className={styles.node} data-zone="node">
                    {step.icon ? <ArticleIcon name={step.icon} size={20} /> : <Icon size={20} aria-hidden />}
                  </span>
                  <div className={styles.stepCard}>
                    <span className={styles.stepNo}>{zh ? `第 ${i + 1} 站` : `Stop ${i + 1}`}</span>
                    {step.title && (
                      <h2 className={`${styles.stepTitle} ${wrapFor(step.title, 'balance')}`}>
                        <Typeset text={step.title} />
                      </h2>
                    )}
                    {step.body}
                  </div>
                </li>
              );
            })}
          </ol>
        )}

        {content.globalReactions.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.globalReactions}</h2>
            <ul className={styles.tiles}>
              {content.globalReactions.map((r, i) => (
                <li key={i} style={tone(i)}>
                  <span className={styles.tileKey}>{r.time}</span>
                  <strong>
                    <Typeset text={r.title} />
                  </strong>
                  <p>
                    <Typeset text={r.content} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {impact && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.impactAnalysis}</h2>
            {impact.overview && (
              <p className={styles.overview}>
                <Typeset text={impact.overview} />
              </p>
            )}
            <ul className={styles.tiles}>
              {impact.impacts.map((it, i) => (
                <li key={i} style={tone(i + 2)}>
                  <strong>
                    <Typeset text={it.title} />
                  </strong>
                  <p>
                    <Typeset text={it.content} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.keyAchievements.length > 0 && (
          <section {...ARTICLE_BLOCK}>
            <h2 className={styles.heading}>{h.keyAchievements}</h2>
            <ul className={styles.points}>
              {content.keyAchievements.map((a, i) => (
                <li key={i} style={tone(i + 3)}>
                  <span className={styles.pointNo} data-zone="star">
                    ★
                  </span>
                  <p>
                    <Typeset text={a} />
                  </p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {content.quotes.map((q, i) => (
          <div key={`q${i}`} style={tone(i + 1)} {...ARTICLE_BLOCK}>
            <QuoteFigure
              quote={q}
              lang={lang}
              className={styles.quote}
              mark={<Quote size={22} aria-hidden className={styles.quoteMark} data-zone="icon" />}
            />
          </div>
        ))}

        {content.conclusion && (
          <section className={styles.finish} {...ARTICLE_BLOCK}>
            <span className={styles.flag} data-zone="flag">
              <Flag size={20} aria-hidden />
            </span>
            <div>
              <h2>{h.conclusion}</h2>
              <p>
                <Typeset text={finish.head} />
              </p>
              {finish.rest && (
                <p className={styles.finishRest}>
                  <Typeset text={`…${finish.rest}`} />
                </p>
              )}
            </div>
          </section>
        )}
      </div>

      {content.source && (
        <footer className={styles.footer} {...ARTICLE_BLOCK}>
          <Typeset text={labelled(h.source, content.source, lang)} />
        </footer>
      )}
    </ArticleCard>
  );
}
