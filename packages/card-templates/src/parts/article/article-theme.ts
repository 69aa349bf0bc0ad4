import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { ArticleContent, ArticleSection, Lang } from '@inkcard/card-engine';
import type { ArticleHeadings } from './article-text';
import type { SectionMark } from './article-blocks';

/**
 * A template's stylesheet (its CSS module). The layout gives every element of a part the class of
 * the same name from it, when it has one, beside the shared
 * structure's own (article-layout.module.css), so a template styles its card by writing rules for
 * those names and nothing else.
 */
export type ArticleCss = Readonly<Record<string, string>>;

/** The words a card prints besides its text, per card language: the shared headings, renamed at will, and its own. */
export type ArticleWords = Partial<Record<HeadingKey, string>> & {
  /** The template's name for itself on the card: its masthead, its pages' kicker ("热点速递"). */
  kicker: string;
  /** Before or after the author's name in the byline ("文 / ", " 著"). */
  byBefore?: string;
  byAfter?: string;
  /** What numbers a section when the template names it ("知识点 01", "第 1 章", "Stop 1"). */
  sectionMark?: (n: number) => string;
  /** Marks a section's title and its body as a question and its answer (问 / 答). */
  question?: string;
  answer?: string;
  /** What stands before the source when it is labelled apart ("引用", "数据来源"). */
  sourceLabel?: string;
};

/** The headings a card may print (ARTICLE_HEADINGS' words, not its functions). */
type HeadingKey = {
  [K in keyof ArticleHeadings]: ArticleHeadings[K] extends string ? K : never;
}[keyof ArticleHeadings];

/** What every part is drawn from: the article, its language, the card's words and stylesheet. */
export interface ArticleView {
  content: ArticleContent;
  lang: Lang;
  /** The card's words: the template's, else the shared headings (and their counted forms). */
  words: Readonly<Record<HeadingKey, string>> & Pick<ArticleHeadings, 'readingTime' | 'step' | 'part'> & ArticleWords;
  css: ArticleCss;
  /** Reading time in minutes (spec §9). */
  minutes: number;
}

/** Something a template draws itself: an element, or one drawn from the article. */
export type ArticleSlot = ReactNode | ((view: ArticleView) => ReactNode);

/**
 * What numbers a list's items (and how): 01 / 1 / 1. / [1] / I, an icon (or icons in turn), a
 * fixed sign, or nothing (the stylesheet may draw a bullet).
 */
export type ListMarker =
  | 'ordinal'
  | 'number'
  | 'dotted'
  | 'bracket'
  | 'roman'
  | 'none'
  | { icon: LucideIcon | readonly LucideIcon[]; size?: number; strokeWidth?: number }
  | { sign: string };

/** A block's own heading: its words from the card's words (`false`: none), and an icon before them. */
interface PartHeading {
  heading?: false;
  /** Drawn before the heading's words (an icon); the theme's `headingIcon` by default. */
  icon?: ReactNode;
}

/** Colours the items of a part take in turn (spec §9: colours cycle by index), as `--tone`. */
interface Toned {
  tones?: readonly string[];
  /** Where in the cycle the first item starts. */
  toneFrom?: number;
}

/** A list part: key points or key achievements. */
export interface ArticleListPart extends PartHeading, Toned {
  part: 'keyPoints' | 'achievements';
  marker: ListMarker;
  /** Sets each item as highlighted (<mark>). */
  highlight?: boolean;
}

/** Where a section's number (or icon) stands: a column beside it, beside its title in a head (`sectionHead`, laid out by the stylesheet), or in the title. */
export type SectionMarkAt = 'aside' | 'head' | 'inline';

/** The sections part: 章节 (and the concept format's 标题 / 内容 blocks, drawn the same way). */
export interface ArticleSectionsPart extends Toned {
  part: 'sections';
  /** How each section is numbered, and where the number stands. */
  mark?: {
    at: SectionMarkAt;
    /**
     * The number's text, from 1 (the words' `sectionMark`, else 01, by default); `false` for no
     * number (the ornament alone, and no heading for a section without a title). A section's own
     * icon wins when `icons`.
     */
    text?: ((n: number, view: ArticleView) => ReactNode) | false;
    /** Draw a section's own icon (图标) instead of its number, or these icons in turn for every section. */
    icons?: true | readonly LucideIcon[];
    /** Drawn when a section has no number and no icon (an ornament). */
    ornament?: ReactNode;
    /** The icons' size in px (20). */
    iconSize?: number;
    /** A second mark, a line above the title in the section's main column ("第 1 步" beside a stepper's 1). */
    kicker?: (n: number, view: ArticleView) => ReactNode;
  };
  /** Concept blocks before or after the sections (after by default), or not here (a `concepts` part draws them). */
  concepts?: 'first' | 'last' | false;
  /** How a section's points (要点) are marked. */
  points?: ListMarker;
  /** The first section's first letter as a drop cap. */
  dropCap?: boolean;
  /** The sections are the items of one list (a flow, a stepper). */
  asList?: boolean;
}

/** Global reactions or potential impact: keyed entries. */
export interface ArticleEntriesPart extends PartHeading, Toned {
  part: 'reactions' | 'impacts';
  /** The entry's title inline before its text ("标题：内容"), an element of its own, or (impacts) its key. */
  title: 'inline' | 'block' | 'key';
  /** Reactions: the time split into its date and its clock. */
  clock?: boolean;
  /** Impacts: these icons in turn before each entry. */
  icons?: readonly LucideIcon[];
}

/** A box with a label and one text: the core concept or the conclusion. */
export interface ArticleBoxPart extends PartHeading {
  part: 'coreConcept' | 'conclusion';
  /** An icon inside the label, before its words (`icon` stands in a column beside the box's words). */
  labelIcon?: ReactNode;
  /** Set as display text when short (wrapFor), its long form balanced or pretty; plain body text by default. */
  wrap?: 'balance' | 'pretty';
  /** Drawn at the end of the text, on its last line (a tombstone). */
  end?: ReactNode;
  /** Cut the text to this many characters at a clause (clip), its rest below. */
  clip?: number;
}

/** The quotes (重要引述). */
export interface ArticleQuotesPart extends Toned {
  part: 'quotes';
  /** A heading over them (none by default). */
  heading?: boolean;
  icon?: ReactNode;
  /** Drawn before each quote's words (an icon); put it in a `data-zone`. */
  mark?: ReactNode;
  /** Draws “ ” around the words. */
  marks?: boolean;
  /** Sets the words as highlighted (<mark>). */
  highlight?: boolean;
  /** Which quotes to draw (all of them by default). */
  pick?: (view: ArticleView) => readonly string[];
}

/** Every part a template may put in its card, in the order it lists them. */
export type ArticlePart =
  | { part: 'lead'; balance?: boolean }
  | ArticleBoxPart
  | ArticleListPart
  | ArticleSectionsPart
  | (PartHeading & { part: 'concepts' })
  | ArticleEntriesPart
  | ArticleQuotesPart
  | {
      part: 'source';
      /** "来源：…" in the text, its own label apart (words.sourceLabel), or the source alone. */
      label?: 'inline' | 'apart';
      icon?: ReactNode;
      /** Drawn after the source, and even without one (an END mark). */
      end?: ReactNode;
    }
  | { part: 'own'; draw: (view: ArticleView) => ReactNode };

/** The header: a row above the headline, the headline, subtitle and byline, and what the template adds. */
export interface ArticleHeader {
  /** The row above the headline: the kicker and the date by default; `false` for none. */
  top?: ArticleSlot | false;
  /** The row is a block of its own above the header (a masthead). */
  topApart?: boolean;
  /** Before the headline, inside the header (an icon, a mark). */
  beforeTitle?: ArticleSlot;
  /** The subtitle above the headline (a journal's name). */
  subtitleFirst?: boolean;
  /** A centred header: a long subtitle and the byline set in balanced lines. */
  centred?: boolean;
  /**
   * The byline: one line of text ("林知远 · 记者"), the author in bold beside the position, the
   * same with a monogram, or author and position on lines of their own.
   */
  byline: 'text' | 'parts' | 'avatar' | 'lines';
  /** The words before and after the author's name set with it as one text, in its <strong> ("主讲 / 何一帆"). */
  bylineJoined?: boolean;
  /** The date in the byline (when the top row does not show it). */
  bylineDate?: boolean;
  /** Drawn last inside the header (an ornament). */
  after?: ArticleSlot;
  /** Drawn beside the header's text, which is then wrapped in `headText` (a book's cover). */
  aside?: ArticleSlot;
  /** Drawn in place of the header's first block (interview's pull quote). */
  before?: ArticleSlot;
  /** Drawn between the header and the body (a rule). */
  below?: ReactNode;
}

/** The colours of a card and its pages; every key becomes a CSS variable (`ink` → `--ink`). */
export type ArticlePalette = Readonly<{
  paper: string;
  ink: string;
  text: string;
  muted: string;
  accent: string;
  rule: string;
}> &
  Readonly<Record<string, string>>;

/**
 * One article template as data: its stylesheet, colours, fonts and words, the parts of its card in
 * order and how each is drawn, and its 3:4 pages. The layout (ArticleLayout) and the pages
 * (ArticlePages) draw any template from it.
 */
export interface ArticleTheme {
  id: `article/${string}`;
  css: ArticleCss;
  palette: ArticlePalette;
  /** Title and body font stacks per card language (`--title-font`, `--body-font`). */
  fonts: Readonly<Record<Lang, { title: string; body: string }>>;
  words: Readonly<Record<Lang, ArticleWords>>;
  header: ArticleHeader;
  /** An icon before every block heading (a part's own `icon` wins). */
  headingIcon?: ReactNode;
  /** The parts of the body, in reading order. */
  body: readonly ArticlePart[];
  /** Parts at the card's foot, after the body, in one `<footer>`. */
  foot?: readonly ArticlePart[];
  /** Everything inside one more box (an inner frame). */
  frame?: boolean;
  pages: ArticlePagesLook;
}

/**
 * An article's cover page: `ink` a dark page of its own colours, `band` a coloured band on top
 * with the text on a sheet overlapping it, `paper` plain with a rule, `card` the text on a card
 * floating on a page of the band's colour (a knowledge card), `poster` the band's colour over the
 * whole page with the text on it in white (the band must keep white text at 4.5 : 1), `voice` a
 * dark page that opens on the spoken line it is given (`coverVoice`) above the headline, `news` a
 * front page: the kicker as its nameplate between a thick and a thin rule, the headline under it,
 * `journal` a paper's first page: everything centred, the lead between rules as its abstract,
 * `classic` a feature's opening: centred, a short rule under the byline and the lead under it in
 * the accent, `masthead` a magazine's: its kicker spaced wide over a rule, the headline low on the page.
 */
export type ArticleCover =
  'ink' | 'band' | 'paper' | 'card' | 'poster' | 'voice' | 'news' | 'journal' | 'classic' | 'masthead';

/** What a template adds to its cover, beside its kind and colours. */
export interface ArticleCoverLook {
  /** The cover (ArticleCover). */
  cover: ArticleCover;
  /** The cover's own colours when it is not the pages' (a dark masthead page); its accent too, when the pages' is darkened for white. */
  coverColors?: { paper: string; ink: string; text: string; muted: string; accent?: string };
  /** The band across the top of a `band` cover, or behind a `card` or `poster` one (the accent by default). */
  band?: string;
  /** A drawing in the band of a `band` cover, at its right under the date (white clouds, leaves); on another cover, an ornament over the headline. */
  coverArt?: ReactNode;
  /**
   * The spoken line a `voice` cover opens on, and its speaker, when the lead (引言) is one; when
   * it is not, the cover is drawn as `ink`.
   */
  coverVoice?: (content: ArticleContent) => { text: string; by?: string } | undefined;
  /**
   * The figure a key point or achievement leads with ("307 万辆"): the cover shows up to four of
   * them large, each over its line, and the pages leave those lines out. Fewer than two: none.
   */
  coverFigure?: (line: string) => string | undefined;
  /** A label over the cover's lead ("摘要" / "Abstract"), per card language. */
  coverLeadLabel?: Readonly<Record<Lang, string>>;
  /** The cover lists the sections' titles (else the concept blocks'), numbered: what the pages hold. */
  coverContents?: boolean;
}

/** How the template's 3:4 pages differ from its card's colours and fonts. */
export interface ArticlePagesLook extends ArticleCoverLook {
  /** Text on the accent (a `tag` heading); white by default. */
  onAccent?: string;
  /** Section and block headings: an accent bar, a big number, a hairline rule, centred, or a filled tag. */
  heading: 'bar' | 'number' | 'rule' | 'center' | 'tag';
  sectionMark: SectionMark;
  /** Body size in px per card language (16 / 17 by default). */
  bodySize?: Readonly<Record<Lang, number>>;
  /** Colours of the pages where they differ from the card's palette. */
  colors?: Partial<ArticlePalette>;
  /** Fonts of the pages where they differ from the card's. */
  fonts?: Readonly<Record<Lang, { title: string; body: string }>>;
  /** The pages' kicker where it differs from the card's. */
  kicker?: Readonly<Record<Lang, string>>;
}

/** A section as the layout draws it: 章节 or a concept block (its content as the main text). */
export type SectionLike = Pick<ArticleSection, 'title' | 'mainContent' | 'points' | 'lines' | 'icon'>;
