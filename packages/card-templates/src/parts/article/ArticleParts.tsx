import type { ReactNode } from 'react';
import type { ArticleContent, ArticleSection } from '@inkcard/card-engine';
import { Typeset, WRAP, wrapFor } from '../typeset/Typeset';
import { Paragraphs, WithDropCap } from './Paragraphs';
import { ARTICLE_BLOCK } from './ArticleCard';
import { ARTICLE_HEADINGS, splitQuote } from './article-text';

/**
 * A section's body in text order: the lines under its title, its main content as paragraphs,
 * then its points as a list. The template styles each part through its own classes.
 * @param props - the section and the template's classes for text and the points list
 * @returns the body, or nothing for an empty section
 */
export function SectionBody({
  section,
  textClass,
  listClass,
  dropCapClass,
}: {
  section: ArticleSection;
  textClass?: string;
  listClass?: string;
  /** A class for the body's first letter (a drop cap); see WithDropCap. */
  dropCapClass?: string;
}) {
  return (
    <>
      {section.lines.map((l, i) => (
        <p key={`l${i}`} className={textClass ? `${textClass} ${WRAP.pretty}` : WRAP.pretty}>
          {i === 0 && dropCapClass ? <WithDropCap text={l} className={dropCapClass} /> : <Typeset text={l} />}
        </p>
      ))}
      <Paragraphs
        text={section.mainContent}
        className={textClass}
        dropCapClass={section.lines.length === 0 ? dropCapClass : undefined}
      />
      {section.points.length > 0 && (
        <ul className={listClass}>
          {section.points.map((p, i) => (
            <li key={i}>
              <Typeset text={p} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * A titled line ("国际能源机构：称其为…", "Markets: …"): the title in bold with the colon of the
 * card's language, then the text; both set by Typeset, so the colon never starts a line.
 * @param props - the title, the text and the card's language
 * @returns the inline content of the line
 */
export function TitledText({ title, text, lang }: { title: string; text: string; lang: 'zh' | 'en' }) {
  return (
    <>
      <strong>
        <Typeset text={`${title}${lang === 'zh' ? '：' : ':'}`} />
      </strong>
      {lang === 'zh' ? '' : ' '}
      <Typeset text={text} />
    </>
  );
}

/**
 * One quote: its words in a blockquote, its speaker (if named) in the caption with the dash the
 * card's language uses. A short quote is balanced display text; a long one reads as a paragraph.
 * @param props - the quote line, the card's language, the template's classes, an ornament drawn
 *   before the words, and whether the words carry their quotation marks in the text
 * @returns the figure
 */
export function QuoteFigure({
  quote,
  lang,
  className,
  textClass,
  byClass,
  mark,
  marks = false,
}: {
  quote: string;
  lang: 'zh' | 'en';
  className?: string;
  textClass?: string;
  byClass?: string;
  /** An ornament drawn before the words (an icon); put it in a `data-zone`. */
  mark?: ReactNode;
  /** Draw “ ” around the words, as part of the text (never as ::before/::after, which no line break rule sees). */
  marks?: boolean;
}) {
  const { text, by } = splitQuote(quote);
  const words = marks ? `“${text}”` : text;
  return (
    <figure className={className}>
      {mark}
      <blockquote className={`${textClass ?? ''} ${wrapFor(words)}`}>
        <Typeset text={words} />
      </blockquote>
      {by && (
        <figcaption className={byClass}>
          <Typeset text={`${lang === 'zh' ? '——' : '—'} ${by}`} />
        </figcaption>
      )}
    </figure>
  );
}

/** The classes a template gives the reaction, impact and achievement panels. */
export interface KeyedPanelClasses {
  /** Each panel (a section). */
  panel: string;
  /** Its heading. */
  head: string;
  /** The list of keyed entries (a time or a title beside its text). */
  entries: string;
  /** An entry's key. */
  entryKey: string;
  /** The impact overview paragraph. */
  text: string;
  /** The achievements list. */
  list: string;
}

/**
 * The hot-news extras as panels: global reactions (time beside "title: content"), impact
 * analysis (overview, then title beside content) and key achievements, each drawn only when
 * the article has it. A template that draws them as plain keyed panels gives its classes.
 * @param props - the article, its language and the template's classes
 * @returns the panels
 */
export function KeyedPanels({
  content,
  lang,
  classes: c,
}: {
  content: ArticleContent;
  lang: 'zh' | 'en';
  classes: KeyedPanelClasses;
}) {
  const h = ARTICLE_HEADINGS[lang];
  const impact = content.impactAnalysis;
  return (
    <>
      {content.globalReactions.length > 0 && (
        <section className={c.panel} {...ARTICLE_BLOCK}>
          <h2 className={c.head}>{h.globalReactions}</h2>
          <ul className={c.entries}>
            {content.globalReactions.map((r, i) => (
              <li key={i}>
                <span className={c.entryKey}>{r.time}</span>
                <p>
                  <TitledText title={r.title} text={r.content} lang={lang} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {impact && (
        <section className={c.panel} {...ARTICLE_BLOCK}>
          <h2 className={c.head}>{h.impactAnalysis}</h2>
          {impact.overview && (
            <p className={c.text}>
              <Typeset text={impact.overview} />
            </p>
          )}
          <ul className={c.entries}>
            {impact.impacts.map((it, i) => (
              <li key={i}>
                <span className={c.entryKey}>
                  <Typeset text={it.title} />
                </span>
                <p>
                  <Typeset text={it.content} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {content.keyAchievements.length > 0 && (
        <section className={c.panel} {...ARTICLE_BLOCK}>
          <h2 className={c.head}>{h.keyAchievements}</h2>
          <ul className={c.list}>
            {content.keyAchievements.map((a, i) => (
              <li key={i}>
                <Typeset text={a} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
