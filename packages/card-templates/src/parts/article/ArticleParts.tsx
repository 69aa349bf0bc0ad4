import type { ReactNode } from 'react';
import type { ArticleSection } from '@inkcard/card-engine';
import { Paragraphs } from './Paragraphs';
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
}: {
  section: ArticleSection;
  textClass?: string;
  listClass?: string;
}) {
  return (
    <>
      {section.lines.map((l, i) => (
        <p key={`l${i}`} className={textClass}>
          {l}
        </p>
      ))}
      <Paragraphs text={section.mainContent} className={textClass} />
      {section.points.length > 0 && (
        <ul className={listClass}>
          {section.points.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * One quote: its words in a blockquote, its speaker (if named) in the caption with the dash the
 * card's language uses.
 * @param props - the quote line, the card's language and the template's classes
 * @returns the figure
 */
export function QuoteFigure({
  quote,
  lang,
  className,
  textClass,
  byClass,
  mark,
}: {
  quote: string;
  lang: 'zh' | 'en';
  className?: string;
  textClass?: string;
  byClass?: string;
  /** An ornament drawn before the words (an icon, a big quotation mark). */
  mark?: ReactNode;
}) {
  const { text, by } = splitQuote(quote);
  return (
    <figure className={className}>
      {mark}
      <blockquote className={textClass}>{text}</blockquote>
      {by && (
        <figcaption className={byClass}>
          {lang === 'zh' ? '——' : '—'} {by}
        </figcaption>
      )}
    </figure>
  );
}
