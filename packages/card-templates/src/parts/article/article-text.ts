import type { ArticleContent } from '@inkcard/card-engine';

/** The language a card is written in: the parser's verdict, else a guess from the headline. */
export function articleLang(content: ArticleContent): 'zh' | 'en' {
  if (content.lang) return content.lang;
  return /\p{Script=Han}/u.test(content.title + (content.concepts[0]?.content ?? '')) ? 'zh' : 'en';
}

/** The headings every article template may print, in the card's language (not the UI's). */
export const ARTICLE_HEADINGS = {
  zh: {
    lead: '引言',
    coreConcept: '核心概念',
    keyPoints: '关键要点',
    quotes: '重要引述',
    sections: '正文',
    concepts: '核心概念',
    keyAchievements: '关键成就',
    globalReactions: '全球反应',
    impactAnalysis: '潜在影响分析',
    conclusion: '结论',
    source: '来源',
    author: '作者',
    readingTime: (minutes: number) => `阅读约 ${minutes} 分钟`,
    step: (n: number) => `第 ${n} 步`,
    part: (n: number) => `第 ${n} 部分`,
  },
  en: {
    lead: 'Lead',
    coreConcept: 'Core concept',
    keyPoints: 'Key points',
    quotes: 'Notable quotes',
    sections: 'In depth',
    concepts: 'Core concepts',
    keyAchievements: 'Key achievements',
    globalReactions: 'Global reactions',
    impactAnalysis: 'Potential impact',
    conclusion: 'Conclusion',
    source: 'Source',
    author: 'By',
    readingTime: (minutes: number) => `${minutes} min read`,
    step: (n: number) => `Step ${n}`,
    part: (n: number) => `Part ${n}`,
  },
} as const;
export type ArticleHeadings = (typeof ARTICLE_HEADINGS)['zh' | 'en'];

/**
 * Whether an article is a headline alone: a title, perhaps with what its header shows (subtitle,
 * byline, date, icon) and a source, but nothing for the body. Such a card is a poster (see
 * ArticleLayout): 4:3, the headline large and centred under the template's masthead, rather than
 * a strip with the headline in it.
 * @param content - the article
 * @returns true for a headline alone
 */
export function isHeadlineOnly(content: ArticleContent): boolean {
  const c = content;
  const impacts = c.impactAnalysis;
  return (
    c.title.trim() !== '' &&
    ![c.quote, c.coreConcept, c.conclusion, impacts?.overview].some((t) => t?.trim()) &&
    [c.keyPoints, c.quotes, c.sections, c.concepts, c.keyAchievements, c.globalReactions, impacts?.impacts ?? []].every(
      (list) => list.length === 0,
    )
  );
}

/**
 * Every string the card shows, for counting.
 * @param content - the article
 * @returns its text, field after field
 */
export function articleText(content: ArticleContent): string {
  return [
    content.title,
    content.subtitle,
    content.author,
    content.authorPosition,
    content.quote,
    content.coreConcept,
    ...content.keyPoints,
    ...content.quotes,
    ...content.sections.flatMap((s) => [s.title, s.mainContent, ...s.lines, ...s.points]),
    ...content.concepts.flatMap((c) => [c.title, c.content]),
    ...content.keyAchievements,
    ...content.globalReactions.flatMap((r) => [r.time, r.title, r.content]),
    content.impactAnalysis?.overview,
    ...(content.impactAnalysis?.impacts ?? []).flatMap((i) => [i.title, i.content]),
    content.conclusion,
    content.source,
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * Reading time (spec §9): the characters shown, whitespace excluded, over 500, rounded up, at
 * least one minute.
 * @param content - the article
 * @returns whole minutes, at least 1
 */
export function readingMinutes(content: ArticleContent): number {
  const characters = Array.from(articleText(content).replace(/\s+/g, '')).length;
  return Math.max(1, Math.ceil(characters / 500));
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

// Where a clause ends: the cut keeps the mark and drops what follows it.
const CLAUSE_END = /[，、；：。！？…,;:.!?）)」』”’]/u;
// Marks a cut head must not end on before its ellipsis ("ready;…", "开始，…").
const TRAILING_MARKS = /[\s，、；：。！？…,;:.!?\-–—]+$/u;

/**
 * Cuts text to at most `max` characters (graphemes) at the last clause end that keeps at least
 * half of them, else at the last word boundary (Intl.Segmenter's words, so Chinese is never cut
 * inside a word and English never inside one either), and says what was left over.
 * @param text - the text
 * @param max - the most characters the head keeps (the ellipsis not counted)
 * @returns the head ("…" added when anything was cut) and the rest, empty when nothing was cut
 */
export function clip(text: string, max: number): { head: string; rest: string } {
  const clean = text.trim();
  const chars = Array.from(graphemes.segment(clean), (s) => s.segment);
  if (chars.length <= max) return { head: clean, rest: '' };
  // Offsets (in UTF-16 units) where a cut may fall, and how many characters precede each.
  const limit = chars.slice(0, max).join('').length;
  let clause = 0;
  let word = 0;
  for (const { segment, index } of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(clean)) {
    const end = index + segment.length;
    if (end > limit) break;
    word = end;
    if (CLAUSE_END.test(segment)) clause = end;
  }
  const at = clause >= limit / 2 ? clause : word > 0 ? word : limit;
  const head = clean.slice(0, at).replace(TRAILING_MARKS, '');
  return { head: `${head || clean.slice(0, limit)}…`, rest: clean.slice(at).replace(/^[\s，、；：,;:]+/u, '') };
}

/**
 * Splits a quote into its words and its speaker ("“…”——张三", "\"…\" — Jane").
 * @param quote - one line of 重要引述
 * @returns the words without their outer quotation marks, and the speaker if named
 */
export function splitQuote(quote: string): { text: string; by?: string } {
  const m = /^(.*?)\s*(?:——|—|--|――)\s*([^—]{1,40})$/u.exec(quote.trim());
  const words = (m ? m[1]! : quote).trim();
  const by = m?.[2]?.trim();
  const unquoted = words.replace(/^[“"「『‘']\s*([\s\S]*?)\s*[”"」』’']$/u, '$1');
  return by ? { text: unquoted || words, by } : { text: unquoted || words };
}

/**
 * Paragraphs of a text: split on blank lines; single line breaks stay inside a paragraph.
 * @param text - the text
 * @returns the non-empty paragraphs
 */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The initial an avatar shows: the first character of a Chinese name, the initials of a Latin one.
 * @param name - the author
 * @returns one or two characters
 */
export function monogram(name: string | undefined): string {
  const clean = (name ?? '').trim();
  if (!clean) return '';
  if (/^\p{Script=Han}/u.test(clean)) return Array.from(clean)[0]!;
  const words = clean.split(/\s+/).filter((w) => /^\p{L}/u.test(w));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words.slice(0, 1);
  return letters.map((w) => Array.from(w)[0]!.toUpperCase()).join('') || Array.from(clean)[0]!;
}

/**
 * The item of a list at an index, cycling (spec §9: section colours and icons cycle by index).
 * @param list - a non-empty list
 * @param index - any index
 * @returns list[index mod length]
 */
export function cycle<T>(list: readonly T[], index: number): T {
  return list[((index % list.length) + list.length) % list.length]!;
}

/**
 * A two-digit ordinal: 1 → "01".
 * @param n - a positive number
 * @returns the number padded to two digits
 */
export function ordinal(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * A label and its text as one line, with the colon of the card's language ("来源：…", "Source: …").
 * @param label - the label
 * @param text - the text
 * @param lang - the card's language
 * @returns the line
 */
export function labelled(label: string, text: string, lang: 'zh' | 'en'): string {
  return lang === 'zh' ? `${label}：${text}` : `${label}: ${text}`;
}

/**
 * The author and their position as one byline ("林知远 · 科技与能源记者", "Jane Doe, reporter").
 * @param content - the article
 * @param lang - the card's language
 * @returns the byline, empty when the text names neither
 */
export function byline(content: Pick<ArticleContent, 'author' | 'authorPosition'>, lang: 'zh' | 'en'): string {
  return [content.author, content.authorPosition].filter(Boolean).join(lang === 'zh' ? ' · ' : ', ');
}
