import type { ReactNode } from 'react';
import type { ArticleSection } from '@inkcard/card-engine';
import { Typeset, WRAP, wrapFor } from '../typeset/Typeset';
import { Paragraphs, WithDropCap } from './Paragraphs';
import { splitQuote } from './article-text';

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
