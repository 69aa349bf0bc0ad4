import type { ParseIssue } from '../../result';
import { ARTICLE_ICONS, type ArticleIcon, type ArticleImpact, type ArticleReaction } from './article.schema';

/** One line of a field's value with the 1-based line it came from. */
export interface SourceLine {
  text: string;
  line: number;
}

/** What a line-level reader returns: its items and the lines it had to skip. */
export interface LinesResult<T> {
  items: T[];
  warnings: ParseIssue[];
}

const CJK_EDGE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/**
 * Joins a wrapped line onto the previous one: with a space between Latin words, with nothing
 * between Chinese characters or punctuation.
 * @param a - the text so far
 * @param b - the next line
 * @returns the joined text
 */
export function joinWrapped(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return CJK_EDGE.test(a.slice(-1)) || CJK_EDGE.test(b.charAt(0)) ? a + b : `${a} ${b}`;
}

// A list marker: a bullet, "1." / "1、" / "1)" / "(1)" / "①", or a Chinese numeral with "、".
// "3.5%" is a number, not an item: an ASCII full stop counts only when no digit follows it.
const LIST_MARKER =
  /^(?:[-*•·●▪◦‣]\s*|(?:\d{1,3}(?:[、．)）]|\.(?!\d))|[一二三四五六七八九十]{1,3}、|[(（]\d{1,3}[)）]|[①-⑳])\s*)/u;

/**
 * Removes a leading list marker.
 * @param text - one line
 * @returns the line without its marker, and whether it had one
 */
export function stripMarker(text: string): { text: string; marked: boolean } {
  const match = LIST_MARKER.exec(text);
  return match ? { text: text.slice(match[0].length).trim(), marked: true } : { text: text.trim(), marked: false };
}

/**
 * Reads a list (关键要点, 要点, 关键成就): a marked line starts an item; when the list uses markers,
 * an unmarked line continues the item above it (a wrapped line), otherwise each line is an item.
 * @param lines - the field's lines
 * @returns the items without their markers
 */
export function readList(lines: readonly SourceLine[]): string[] {
  const stripped = lines.map((l) => stripMarker(l.text)).filter((l) => l.text.length > 0);
  const usesMarkers = stripped.some((l) => l.marked);
  const items: string[] = [];
  for (const l of stripped) {
    if (usesMarkers && !l.marked && items.length > 0) items[items.length - 1] = joinWrapped(items.at(-1)!, l.text);
    else items.push(l.text);
  }
  return items;
}

/**
 * Reads one quote per line (重要引述), dropping list markers.
 * @param lines - the field's lines
 * @returns the quotes
 */
export function readQuotes(lines: readonly SourceLine[]): string[] {
  return lines.map((l) => stripMarker(l.text).text).filter((t) => t.length > 0);
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?';
const CLOCK = String.raw`\d{1,2}[:：]\d{2}(?:\s*[ap]\.?m\.?)?`;
const DATE = [
  String.raw`(?:\d{4}年)?\d{1,2}月\d{1,2}[日号]`,
  String.raw`(?:${MONTHS})\.?\s+\d{1,2}(?:st|nd|rd|th)?,?`,
  String.raw`\d{1,2}\s+(?:${MONTHS})\.?,?`,
  String.raw`(?:\d{4}[-/.])?\d{1,2}[-/.]\d{1,2}`,
].join('|');
// "5月8日 14:30 - 标题：内容", "May 8 14:30 - Title: content", "14:30 - Title: content".
const REACTION = new RegExp(
  String.raw`^(?:[-*•·]\s*)?((?:(?:${DATE})\s*)?${CLOCK})\s*[-–—|]+\s*([^:：]+?)\s*[:：]\s*(.+)$`,
  'iu',
);

/**
 * Reads the global reactions (全球反应), one per line as `M月D日 H:MM - 标题：内容`. A line that
 * does not follow the format is skipped with a warning on its line.
 * @param lines - the field's lines
 * @returns the reactions and the skipped lines
 */
export function readReactions(lines: readonly SourceLine[]): LinesResult<ArticleReaction> {
  const items: ArticleReaction[] = [];
  const warnings: ParseIssue[] = [];
  for (const { text, line } of lines) {
    if (!text.trim()) continue;
    const m = REACTION.exec(text.trim());
    const [time, title, content] = [m?.[1], m?.[2]?.trim(), m?.[3]?.trim()];
    if (time && title && content) items.push({ time: time.replace(/\s+/g, ' ').replace('：', ':'), title, content });
    else warnings.push({ line, key: 'makers.parse.malformedReaction' });
  }
  return { items, warnings };
}

// "title：content" where the title is a short phrase: no sentence punctuation, at most 24 characters.
const TITLED = /^([^:：。，,.!?！？；;]{1,24})[:：]\s*(.+)$/u;

/**
 * Reads the impact analysis (潜在影响分析): marked lines are impacts `- 标题：内容` (skipped with a
 * warning when they lack the title); an unmarked `标题：内容` line is an impact too; other unmarked
 * lines form the overview.
 * @param lines - the field's lines
 * @returns the overview, the impacts and the skipped lines
 */
export function readImpacts(lines: readonly SourceLine[]): LinesResult<ArticleImpact> & { overview: string } {
  const items: ArticleImpact[] = [];
  const warnings: ParseIssue[] = [];
  let overview = '';
  for (const { text, line } of lines) {
    const { text: body, marked } = stripMarker(text);
    if (!body) continue;
    const m = TITLED.exec(body);
    const [title, content] = [m?.[1]?.trim(), m?.[2]?.trim()];
    if (title && content) items.push({ title, content });
    else if (marked) warnings.push({ line, key: 'makers.parse.malformedImpact' });
    else overview = overview ? `${overview}\n${body}` : body;
  }
  return { items, warnings, overview };
}

// Names people type for an icon, in either language, besides the ids themselves.
const ICON_ALIASES: Readonly<Record<string, ArticleIcon>> = {
  星光: 'sparkles',
  灯泡: 'lightbulb',
  创意: 'lightbulb',
  火箭: 'rocket',
  地球: 'globe',
  全球: 'globe',
  增长: 'trendingUp',
  趋势: 'trendingUp',
  图表: 'chart',
  数据: 'chart',
  书: 'book',
  书籍: 'book',
  目标: 'target',
  盾牌: 'shield',
  安全: 'shield',
  人群: 'users',
  团队: 'users',
  芯片: 'cpu',
  科技: 'cpu',
  叶子: 'leaf',
  环保: 'leaf',
  爱心: 'heart',
  闪电: 'zap',
  旗帜: 'flag',
  指南针: 'compass',
  奖杯: 'trophy',
  新闻: 'newspaper',
  对话: 'message',
  大脑: 'brain',
  思考: 'brain',
  trendingup: 'trendingUp',
  'trending-up': 'trendingUp',
  'chart-line': 'trendingUp',
  'chart-bar': 'chart',
  barchart: 'chart',
  'book-open': 'book',
  bullseye: 'target',
  'shield-alt': 'shield',
  microchip: 'cpu',
  bolt: 'zap',
  comment: 'message',
  comments: 'message',
  'newspaper-o': 'newspaper',
};

/**
 * Reads an icon name: an id ("rocket"), a Chinese name ("火箭"), or a Font Awesome class as the
 * original format wrote it ("fas fa-rocket").
 * @param value - the text after 图标：
 * @returns the icon id, or undefined when it names no icon we ship
 */
export function readIcon(value: string): ArticleIcon | undefined {
  const words = value.trim().toLowerCase().split(/\s+/);
  for (const word of words.reverse()) {
    const name = word.replace(/^fa[srlb]?-/, '').replace(/^(?:fa[srlb]?|fa)$/, '');
    if (!name) continue;
    const id = (ARTICLE_ICONS as readonly string[]).find((x) => x.toLowerCase() === name);
    if (id) return id as ArticleIcon;
    const alias = ICON_ALIASES[name] ?? ICON_ALIASES[word];
    if (alias) return alias;
  }
  return undefined;
}

/**
 * Which language the text is written in: Chinese when Han characters carry a fair share of it.
 * @param text - every value of the article
 * @returns zh or en
 */
export function detectLang(text: string): 'zh' | 'en' {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]+/g)?.length ?? 0;
  return han > 0 && han * 2 >= latin ? 'zh' : 'en';
}
