import { parseBodyBlocks, type ArticleContent } from '@inkcard/card-engine';
import type { CarouselBlock, CarouselParagraphBlock } from '../../carousel';
import { textWidth } from '../short-text';
import { ARTICLE_HEADINGS, articleLang, labelled, ordinal, splitQuote } from './article-text';

/** How a template numbers its sections on pages: 01, §1, 第 1 步 / Step 1, Q1. */
export type SectionMark = 'ordinal' | 'section' | 'step' | 'question';

/**
 * A section's mark in the card's language.
 * @param mark - the template's way of numbering
 * @param n - the section's number, from 1
 * @param lang - the card's language
 * @returns the text drawn before the section's title
 */
export function sectionMark(mark: SectionMark, n: number, lang: 'zh' | 'en'): string {
  switch (mark) {
    case 'ordinal':
      return ordinal(n);
    case 'section':
      return `§${n}`;
    case 'step':
      return ARTICLE_HEADINGS[lang].step(n);
    case 'question':
      return `Q${n}`;
  }
}

/** A cover holds a lead of at most this many characters; a longer one opens the pages instead. */
export const COVER_LEAD_MAX = 90;

const characters = (text: string): number => Array.from(text.replace(/\s+/g, '')).length;

/**
 * What the cover shows under the headline: the lead (引言), else the core concept, when short
 * enough for a cover; the other, or a long one, opens the content pages.
 * @param content - the article
 * @returns which field the cover shows, and its text
 */
export function coverLead(content: ArticleContent): { field: 'quote' | 'coreConcept'; text: string } | null {
  for (const field of ['quote', 'coreConcept'] as const) {
    const text = content[field]?.trim();
    if (text) return characters(text) <= COVER_LEAD_MAX ? { field, text } : null;
  }
  return null;
}

/** A key point shown as a figure on a cover is at most this wide (textWidth): three lines of a tile. */
export const COVER_FIGURE_LINE_MAX = 42;

/** A figure a cover shows large, over the key point or achievement it comes from. */
export interface CoverFigure {
  value: string;
  text: string;
}

/**
 * The figures a cover shows (ArticleCoverLook's `coverFigure`): of the key points and
 * achievements that have one and are short enough for a tile, the first two or four (the tiles
 * stand two to a row), and the article the pages draw, without those lines.
 * @param content - the article
 * @param figureOf - the template's reading of a line's figure
 * @returns the figures and the rest of the article, or null when the cover shows none
 */
export function coverFigures(
  content: ArticleContent,
  figureOf: ((line: string) => string | undefined) | undefined,
): { figures: CoverFigure[]; rest: ArticleContent } | null {
  if (!figureOf) return null;
  const figures = [...content.keyPoints, ...content.keyAchievements]
    .flatMap((text) => {
      const value = textWidth(text) <= COVER_FIGURE_LINE_MAX ? figureOf(text) : undefined;
      return value ? [{ value, text }] : [];
    })
    .slice(0, 4);
  if (figures.length < 2) return null;
  if (figures.length === 3) figures.pop();
  const shown = new Set(figures.map((f) => f.text));
  const left = (lines: string[]) => lines.filter((line) => !shown.has(line));
  return {
    figures,
    rest: { ...content, keyPoints: left(content.keyPoints), keyAchievements: left(content.keyAchievements) },
  };
}

/** A cover's contents list at most this many titles. */
export const COVER_CONTENTS_MAX = 6;

/**
 * What a cover's contents list (ArticleCoverLook's `coverContents`): the titled sections' titles,
 * else the concept blocks', the first six.
 * @param content - the article
 * @returns the titles, in order
 */
export function coverContents(content: ArticleContent): string[] {
  const sections = content.sections.map((s) => s.title?.trim() ?? '').filter(Boolean);
  const titles = sections.length > 0 ? sections : content.concepts.map((c) => c.title.trim()).filter(Boolean);
  return titles.slice(0, COVER_CONTENTS_MAX);
}

/** Text as blocks: paragraphs, lists and headings written into it (card-engine's parseBodyBlocks). */
const bodyOf = (text: string | undefined): CarouselBlock[] => parseBodyBlocks(text ?? '');

/** A block heading ("关键要点" / "Key points"). */
const label = (text: string): CarouselBlock => ({ type: 'heading', text, level: 2, role: 'label' });

/** A titled item inside a block (a concept, an impact, a reaction). */
const itemTitle = (text: string, role = 'item', icon?: string): CarouselBlock => ({
  type: 'heading',
  text,
  level: 3,
  role,
  ...(icon ? { icon } : {}),
});

/** A list's first item opens it with a paragraph's space; the rest follow at a line's. */
const gapOf = (i: number): 'paragraph' | 'line' => (i === 0 ? 'paragraph' : 'line');

const paragraph = (text: string, role?: string): CarouselBlock => ({
  type: 'paragraph',
  text,
  gap: 'paragraph',
  ...(role ? { role } : {}),
});

/**
 * An article as carousel blocks, in the long card's reading order: the lead or core concept the
 * cover does not show, key points as one numbered list (01, 02… continuing across pages),
 * sections (a numbered heading, their lines and main content as paragraphs, their points as
 * bullets), concepts, global reactions, potential impact, key achievements, quotes with their
 * speaker, the conclusion and the source (under the conclusion, or alone when there is none). Block headings are in the card's language.
 * @param content - the article
 * @param mark - how sections are numbered
 * @returns the blocks
 */
export function articleBlocks(content: ArticleContent, mark: SectionMark): CarouselBlock[] {
  const lang = articleLang(content);
  const h = ARTICLE_HEADINGS[lang];
  const onCover = coverLead(content)?.field;
  const blocks: CarouselBlock[] = [];

  if (content.quote?.trim() && onCover !== 'quote') blocks.push(paragraph(content.quote.trim(), 'lead'));
  if (content.coreConcept?.trim() && onCover !== 'coreConcept') {
    blocks.push(label(h.coreConcept), paragraph(content.coreConcept.trim(), 'concept'));
  }

  if (content.keyPoints.length > 0) {
    blocks.push(label(h.keyPoints));
    content.keyPoints.forEach((text, i) =>
      blocks.push({ type: 'listItem', text, marker: ordinal(i + 1), ordered: true, gap: gapOf(i), role: 'keyPoint' }),
    );
  }

  let numbered = 0;
  for (const section of content.sections) {
    if (section.title) {
      numbered += 1;
      blocks.push({
        type: 'heading',
        text: section.title,
        level: 2,
        role: 'section',
        icon: sectionMark(mark, numbered, lang),
      });
    }
    blocks.push(...bodyOf(section.lines.join('\n')), ...bodyOf(section.mainContent));
    section.points.forEach((text, i) =>
      blocks.push({ type: 'listItem', text, marker: '•', ordered: false, gap: gapOf(i) }),
    );
  }

  if (content.concepts.length > 0) {
    blocks.push(label(h.concepts));
    for (const c of content.concepts) {
      if (c.title) blocks.push(itemTitle(c.title));
      blocks.push(...bodyOf(c.content));
    }
  }

  if (content.globalReactions.length > 0) {
    blocks.push(label(h.globalReactions));
    for (const r of content.globalReactions) {
      blocks.push(itemTitle(r.title, 'reaction', r.time || undefined));
      blocks.push(paragraph(r.content));
    }
  }

  const impact = content.impactAnalysis;
  if (impact && (impact.overview || impact.impacts.length > 0)) {
    blocks.push(label(h.impactAnalysis));
    if (impact.overview) blocks.push(...bodyOf(impact.overview));
    for (const it of impact.impacts) blocks.push(itemTitle(it.title), paragraph(it.content));
  }

  if (content.keyAchievements.length > 0) {
    blocks.push(label(h.keyAchievements));
    content.keyAchievements.forEach((text, i) =>
      blocks.push({ type: 'listItem', text, marker: '✓', ordered: false, gap: gapOf(i), role: 'achievement' }),
    );
  }

  if (content.quotes.length > 0) {
    blocks.push(label(h.quotes));
    for (const q of content.quotes) {
      const { text, by } = splitQuote(q);
      blocks.push({
        type: 'paragraph',
        text: `“${text}”`,
        gap: 'paragraph',
        role: 'quote',
        ...(by ? { caption: `${lang === 'zh' ? '——' : '—'} ${by}` } : {}),
      });
    }
  }

  // The source closes the conclusion (its caption), so it never fills a last page alone.
  const source = content.source?.trim() ? labelled(h.source, content.source.trim(), lang) : '';
  if (content.conclusion?.trim()) {
    blocks.push(label(h.conclusion), {
      ...(paragraph(content.conclusion.trim(), 'conclusion') as CarouselParagraphBlock),
      ...(source ? { caption: source } : {}),
    });
  } else if (source) blocks.push(paragraph(source, 'source'));
  return blocks;
}
