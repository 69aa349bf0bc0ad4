import type { CSSProperties, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Typeset, WRAP, wrapFor } from '../typeset/Typeset';
import { ARTICLE_BLOCK } from './ArticleCard';
import { ArticleIcon } from './ArticleIcon';
import { Paragraphs, WithDropCap } from './Paragraphs';
import { clip, cycle, labelled, ordinal, splitQuote } from './article-text';
import type { Classes } from './article-classes';
import type {
  ArticleBoxPart,
  ArticleEntriesPart,
  ArticleListPart,
  ArticlePart as Part,
  ArticleQuotesPart,
  ArticleSectionsPart,
  ArticleTheme,
  ArticleView,
  ListMarker,
  SectionLike,
} from './article-theme';

interface PartProps<P> {
  part: P;
  view: ArticleView;
  theme: ArticleTheme;
  k: Classes;
}

/**
 * One part of an article card, drawn from the theme's description of it; nothing when the
 * article has none of it.
 * @param props - the part, the article's view, the theme and the class lookup
 * @returns the part's block(s)
 */
export function ArticlePart({ part, view, theme, k }: PartProps<Part>) {
  const { content: c } = view;
  switch (part.part) {
    case 'lead':
      return c.quote ? (
        <p className={k('lead', wrapFor(c.quote, part.balance ? 'balance' : 'pretty'))} {...ARTICLE_BLOCK}>
          <Typeset text={c.quote} />
        </p>
      ) : null;
    case 'coreConcept':
    case 'conclusion':
      return <Box part={part} view={view} theme={theme} k={k} />;
    case 'keyPoints':
    case 'achievements':
      return <List part={part} view={view} theme={theme} k={k} />;
    case 'sections':
      return <Sections part={part} view={view} theme={theme} k={k} />;
    case 'concepts':
      return c.concepts.length > 0 ? (
        <section className={k('concepts')} {...ARTICLE_BLOCK}>
          <Heading label={view.words.concepts} part={part} theme={theme} k={k} />
          <ul className={k('list')}>
            {c.concepts.map((concept, i) => (
              <li key={i}>
                {concept.title && (
                  <strong className={k('entryTitle', wrapFor(concept.title, 'balance'))}>
                    <Typeset text={concept.title} />
                  </strong>
                )}
                <Paragraphs text={concept.content} />
              </li>
            ))}
          </ul>
        </section>
      ) : null;
    case 'reactions':
    case 'impacts':
      return <Entries part={part} view={view} theme={theme} k={k} />;
    case 'quotes':
      return <Quotes part={part} view={view} theme={theme} k={k} />;
    case 'source': {
      if (!c.source && !part.end) return null;
      return (
        <div className={k('source')} {...ARTICLE_BLOCK}>
          {c.source && part.icon}
          {c.source && part.label === 'apart' && view.words.sourceLabel && (
            <span className={k('sourceLabel')}>{view.words.sourceLabel}</span>
          )}
          {c.source && (
            <p>
              <Typeset text={part.label === 'inline' ? labelled(view.words.source, c.source, view.lang) : c.source} />
            </p>
          )}
          {part.end}
        </div>
      );
    }
    case 'own':
      return part.draw(view);
  }
}

/** A block's heading: an icon (the part's, else the theme's) and its words. */
function Heading({
  label,
  part,
  theme,
  k,
  name = 'heading',
}: {
  label: string;
  part: { heading?: boolean; icon?: ReactNode };
  theme: ArticleTheme;
  k: Classes;
  name?: string;
}) {
  if (part.heading === false) return null;
  return (
    <h2 className={k(name)}>
      {part.icon ?? theme.headingIcon}
      <span>{label}</span>
    </h2>
  );
}

const tone = (part: { tones?: readonly string[]; toneFrom?: number }, i: number): CSSProperties | undefined =>
  part.tones ? ({ '--tone': cycle(part.tones, i + (part.toneFrom ?? 0)) } as CSSProperties) : undefined;

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** An item's marker: its number in the list's style, an icon, a sign, or nothing. */
function Marker({ marker, i, k }: { marker: ListMarker; i: number; k: Classes }) {
  if (marker === 'none') return null;
  if (typeof marker === 'object' && 'icon' in marker) {
    const Icon: LucideIcon = Array.isArray(marker.icon)
      ? cycle(marker.icon as readonly LucideIcon[], i)
      : (marker.icon as LucideIcon);
    return (
      <span className={k('marker')} data-zone="marker">
        <Icon size={marker.size ?? 16} strokeWidth={marker.strokeWidth ?? 2} aria-hidden />
      </span>
    );
  }
  const n = i + 1;
  const text =
    typeof marker === 'object'
      ? marker.sign
      : {
          ordinal: ordinal(n),
          number: String(n),
          dotted: `${n}.`,
          bracket: `[${n}]`,
          roman: ROMAN[i] ?? String(n),
        }[marker];
  return (
    <span className={k('marker')} {...(typeof marker === 'object' ? { 'data-zone': 'marker' } : {})}>
      {text}
    </span>
  );
}

/** Key points or achievements: a heading and a list. */
function List({ part, view, theme, k }: PartProps<ArticleListPart>) {
  const items = part.part === 'keyPoints' ? view.content.keyPoints : view.content.keyAchievements;
  if (items.length === 0) return null;
  const label = part.part === 'keyPoints' ? view.words.keyPoints : view.words.keyAchievements;
  const Tag = part.marker === 'none' || typeof part.marker === 'object' ? 'ul' : 'ol';
  return (
    <section className={k(part.part)} {...ARTICLE_BLOCK}>
      <Heading label={label} part={part} theme={theme} k={k} />
      <Tag className={k('list')}>
        {items.map((text, i) => (
          <li key={i} style={tone(part, i)}>
            <Marker marker={part.marker} i={i} k={k} />
            <p>{part.highlight ? <mark>{<Typeset text={text} />}</mark> : <Typeset text={text} />}</p>
          </li>
        ))}
      </Tag>
    </section>
  );
}

/** The core concept or the conclusion: a label and one text, in a box. */
function Box({ part, view, k }: PartProps<ArticleBoxPart>) {
  const text = (part.part === 'coreConcept' ? view.content.coreConcept : view.content.conclusion)?.trim();
  if (!text) return null;
  const { head, rest } = part.clip ? clip(text, part.clip) : { head: text, rest: '' };
  const label = part.part === 'coreConcept' ? view.words.coreConcept : view.words.conclusion;
  const words = (
    <>
      {part.heading !== false && (
        <h2 className={k('label')}>
          {part.labelIcon}
          {label}
        </h2>
      )}
      <p className={part.wrap && wrapFor(head, part.wrap)}>
        <Typeset text={head} />
        {part.end}
      </p>
      {rest && (
        <p className={k('rest', WRAP.pretty)}>
          <Typeset text={`…${rest}`} />
        </p>
      )}
    </>
  );
  // An icon stands in a column of its own beside the words.
  return (
    <section className={k(part.part)} {...ARTICLE_BLOCK}>
      {part.icon ? (
        <>
          {part.icon}
          <div>{words}</div>
        </>
      ) : (
        words
      )}
    </section>
  );
}

/** A section's body in text order: its lines, its main content as paragraphs, its points as a list. */
function SectionText({
  section,
  points,
  dropCap,
  k,
}: {
  section: SectionLike;
  points: ListMarker;
  dropCap: boolean;
  k: Classes;
}) {
  const text = k('text', WRAP.pretty);
  return (
    <>
      {section.lines.map((line, i) => (
        <p key={`l${i}`} className={text}>
          {i === 0 && dropCap ? <WithDropCap text={line} className={k('dropCap')} /> : <Typeset text={line} />}
        </p>
      ))}
      <Paragraphs
        text={section.mainContent}
        className={k('text')}
        dropCapClass={dropCap && section.lines.length === 0 ? k('dropCap') : undefined}
      />
      {section.points.length > 0 && (
        <ul className={k('points')}>
          {section.points.map((p, i) => (
            <li key={i}>
              <Marker marker={points} i={i} k={k} />
              <p>
                <Typeset text={p} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The sections, and the concept blocks drawn as sections: numbered, titled, with their text. */
function Sections({ part, view, k }: PartProps<ArticleSectionsPart>) {
  const { content: c } = view;
  const concepts: SectionLike[] = c.concepts.map((concept) => ({
    title: concept.title,
    mainContent: concept.content,
    points: [],
    lines: [],
  }));
  const all: SectionLike[] =
    part.concepts === 'first'
      ? [...concepts, ...c.sections]
      : part.concepts === false
        ? c.sections
        : [...c.sections, ...concepts];
  if (all.length === 0) return null;
  const mark = part.mark;
  const Item = part.asList ? 'li' : 'section';
  const sections = all.map((s, i) => {
    const n = i + 1;
    const size = mark?.iconSize ?? 20;
    const icon =
      mark?.icons && s.icon ? (
        <ArticleIcon name={s.icon} size={size} />
      ) : Array.isArray(mark?.icons) ? (
        <ArticleIcon icon={cycle(mark.icons as readonly LucideIcon[], i)} size={size} />
      ) : null;
    const numbered = mark?.text ?? ((m: number) => view.words.sectionMark?.(m) ?? ordinal(m));
    const number = mark && (icon ?? (numbered === false ? null : numbered(n, view)));
    const markEl = mark && (number || mark.ornament) && (
      <span className={k('sectionMark')} {...(icon ? { 'data-zone': 'mark' } : {})}>
        {number || mark.ornament}
      </span>
    );
    const title = s.title && <Typeset text={s.title} />;
    const hasBody = s.lines.length > 0 || Boolean(s.mainContent) || s.points.length > 0;
    const body = hasBody && (
      <SectionText section={s} points={part.points ?? 'none'} dropCap={Boolean(part.dropCap) && i === 0} k={k} />
    );
    const answered = view.words.answer && body && (
      <div className={k('answer')}>
        <span className={k('answerMark')}>{view.words.answer}</span>
        <div className={k('answerText')}>{body}</div>
      </div>
    );
    const heading =
      mark?.at === 'inline' || view.words.question
        ? (title || (mark?.at === 'inline' && numbered !== false && markEl)) && (
            <h2 className={k('sectionTitle')}>
              {view.words.question && <span className={k('questionMark')}>{view.words.question}</span>}
              {mark?.at === 'inline' && markEl}
              {title && <span className={wrapFor(s.title, 'balance')}>{title}</span>}
            </h2>
          )
        : title && <h2 className={k('sectionTitle', wrapFor(s.title, 'balance'))}>{title}</h2>;
    const kicker = mark?.kicker && <span className={k('sectionKicker')}>{mark.kicker(n, view)}</span>;
    const head =
      mark?.at === 'head' ? (
        <div className={k('sectionHead')}>
          {markEl}
          {heading}
        </div>
      ) : (
        heading
      );
    return (
      <Item key={i} className={k('section')} style={tone(part, i)} {...ARTICLE_BLOCK}>
        {mark?.at === 'aside' ? (
          <>
            {markEl}
            <div className={k('sectionMain')}>
              {kicker}
              {heading}
              {answered || body}
            </div>
          </>
        ) : (
          <>
            {head}
            {answered || body}
          </>
        )}
      </Item>
    );
  });
  return part.asList ? <ol className={k('sections')}>{sections}</ol> : <>{sections}</>;
}

/** "5月8日 09:30" → the date above, the clock below; a bare clock has no date. */
function splitTime(time: string): { date: string; clock: string } {
  const at = time.lastIndexOf(' ');
  return at < 0 ? { date: '', clock: time } : { date: time.slice(0, at).replace(/,$/, ''), clock: time.slice(at + 1) };
}

/** Global reactions (a time, a title and its text) or potential impact (an overview, then titled impacts). */
function Entries({ part, view, theme, k }: PartProps<ArticleEntriesPart>) {
  const { content: c, words, lang } = view;
  const entries =
    part.part === 'reactions'
      ? c.globalReactions.map((r) => ({ key: r.time, title: r.title, text: r.content }))
      : (c.impactAnalysis?.impacts ?? []).map((it) =>
          part.title === 'key'
            ? { key: it.title, title: '', text: it.content }
            : { key: '', title: it.title, text: it.content },
        );
  const overview = part.part === 'impacts' ? c.impactAnalysis?.overview : undefined;
  if (part.part === 'reactions' ? entries.length === 0 : !c.impactAnalysis) return null;
  const colon = lang === 'zh' ? '：' : ':';
  return (
    <section className={k(part.part)} {...ARTICLE_BLOCK}>
      <Heading
        label={part.part === 'reactions' ? words.globalReactions : words.impactAnalysis}
        part={part}
        theme={theme}
        k={k}
      />
      {overview && (
        <p className={k('overview', k('text'))}>
          <Typeset text={overview} />
        </p>
      )}
      {entries.length > 0 && (
        <ul className={k('list')}>
          {entries.map((e, i) => {
            const time = part.clock ? splitTime(e.key) : null;
            return (
              <li key={i} style={tone(part, i)}>
                {part.icons && (
                  <span className={k('entryIcon')} data-zone="icon">
                    <ArticleIcon icon={cycle(part.icons, i)} size={20} />
                  </span>
                )}
                {e.key &&
                  (time ? (
                    <span className={k('key')}>
                      {time.date && <span className={k('keyDate')}>{time.date}</span>}
                      <span className={k('keyClock')}>{time.clock}</span>
                    </span>
                  ) : (
                    <span className={k('key')}>{part.part === 'impacts' ? <Typeset text={e.key} /> : e.key}</span>
                  ))}
                {part.title === 'block' && (
                  <strong className={k('entryTitle')}>
                    <Typeset text={e.title} />
                  </strong>
                )}
                <p>
                  {part.title === 'inline' && e.title && (
                    <>
                      <strong>
                        <Typeset text={`${e.title}${colon}`} />
                      </strong>
                      {lang === 'zh' ? '' : ' '}
                    </>
                  )}
                  <Typeset text={e.text} />
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** The quotes: each one's words in a blockquote and its speaker, if named, with the language's dash. */
function Quotes({ part, view, theme, k }: PartProps<ArticleQuotesPart>) {
  const quotes = part.pick ? part.pick(view) : view.content.quotes;
  if (quotes.length === 0) return null;
  return (
    <section className={k('quotes')} {...ARTICLE_BLOCK}>
      {part.heading && (
        <Heading label={view.words.quotes} part={{ ...(part.icon ? { icon: part.icon } : {}) }} theme={theme} k={k} />
      )}
      {quotes.map((q, i) => {
        const { text, by } = splitQuote(q);
        const words = part.marks ? `“${text}”` : text;
        return (
          <figure key={i} className={k('quote')} style={tone(part, i)}>
            {part.mark}
            <blockquote className={k('quoteText', wrapFor(words))}>
              {part.highlight ? (
                <mark>
                  <Typeset text={words} />
                </mark>
              ) : (
                <Typeset text={words} />
              )}
            </blockquote>
            {by && (
              <figcaption className={k('quoteBy')}>
                <Typeset text={`${view.lang === 'zh' ? '——' : '—'} ${by}`} />
              </figcaption>
            )}
          </figure>
        );
      })}
    </section>
  );
}
