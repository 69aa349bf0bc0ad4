/**
 * What smart paste sees in plain text: each line's role (heading, list item, hashtags, text) and
 * the things a card wants from anywhere in it (quotations, contacts, a title). Pure rules, no
 * dictionary: the same in the browser, on the server and in tests.
 */

/** A line's role in plain text. */
export type PlainLineKind = 'heading' | 'bullet' | 'ordered' | 'hashtags' | 'text';

/** One non-blank line of plain text. */
export interface PlainLine {
  /** 0-based line number in the normalised text. */
  index: number;
  /** The line as written, trimmed. */
  raw: string;
  /** The line without its heading or list marker. */
  text: string;
  kind: PlainLineKind;
  /** Lines with no blank line between them share a block number. */
  block: number;
}

/** Plain text read into lines. */
export interface PlainText {
  lines: PlainLine[];
}

const HASH_HEADING = /^(#{1,6})[ \t\u3000]+(.+?)[ \t]*#*$/;
const BRACKET_HEADING = /^【([^【】]{1,40})】$/;
const CHAPTER = /^第[0-9一二三四五六七八九十百零〇两]{1,4}[章节部分篇回讲课天站]/;
const CN_ENUM = /^[一二三四五六七八九十]{1,3}[、.．]/;
const CN_PAREN_ENUM = /^[（(][一二三四五六七八九十]{1,3}[）)]/;
const NUMBERED = /^(\d{1,2})[.、．)）](?!\d)[ \t\u3000]*(.+)$/;
const CIRCLED = /^([\u2460-\u2473\u2776-\u277F])[ \t\u3000]*(.+)$/;
// "-" and "*" need a space after them ("-3°C" and "*args" are text); symbol bullets do not.
const BULLET = /^(?:[-*+][ \t\u3000]+|[•·▪◦●○■□➤►▶✦✧★☆✓✔✅☑👉🔸🔹🔺💎🌟✨📌][ \t\u3000]*)(.+)$/u;
const HASHTAG = /#([^\s#＃[\]【】,，。.!！?？]+)(?:\[[^\]]{1,6}\])?#?/g;
const HASHTAG_LINE = /^(?:[#＃][^\s#＃]+(?:\[[^\]]{1,6}\])?#?[\s\u3000]*)+$/;
// A sentence, or a clause that runs on, ends with these: a line ending so is not a heading.
const SENTENCE_END = /[。．.!！?？;；,，、…~～]$/;

/**
 * How long a line reads: a Han character counts one, a Latin word about two.
 * @param text - a line
 * @returns its weight
 */
export function lineWeight(text: string): number {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const words = text.replace(/\p{Script=Han}/gu, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  return han + words.length * 2;
}

/**
 * Whether a line is short enough to be a title or a heading: at most about 24 Han characters
 * or 12 Latin words, and not ending like a sentence that runs on.
 * @param text - a line
 * @returns true for a short line
 */
export function isShortLine(text: string): boolean {
  return text.length > 0 && lineWeight(text) <= 26 && !/[,，、;；]$/.test(text);
}

/**
 * Reads plain text into lines with roles. A heading is a Markdown `#` line, a 【…】 line, a
 * chapter (第X章), a Chinese enumeration (一、), or a short numbered or circled line (1. ①) or a
 * short line alone in its block that opens a paragraph; bullets are `-`, `*`, `•` and the symbol
 * bullets notes use; a line of `#tags` is hashtags.
 * @param text - normalised text (only \n line breaks)
 * @returns the non-blank lines
 */
export function readPlainText(text: string): PlainText {
  const rawLines = text.split('\n');
  const lines: PlainLine[] = [];
  let block = 0;
  let afterBlank = true;
  rawLines.forEach((line, index) => {
    const raw = line.trim();
    if (!raw) {
      if (!afterBlank) block++;
      afterBlank = true;
      return;
    }
    afterBlank = false;
    lines.push({ index, raw, block, ...classify(raw) });
  });
  // A numbered or circled line, or a short line alone in its block, is a heading when a
  // paragraph of text follows it; otherwise it is a list item or text.
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    // Prose follows: a long line, or a sentence however short.
    const opensText =
      next !== undefined && next.kind === 'text' && (!isShortLine(next.raw) || /[。.!！?？]$/.test(next.raw));
    const isNumbered = line.kind === 'ordered' && (NUMBERED.test(line.raw) || CIRCLED.test(line.raw));
    // The last item of a list followed by a paragraph is still a list item.
    const continuesList = lines[i - 1]?.kind === 'ordered' && lines[i - 1]!.block === line.block;
    if (isNumbered && opensText && !continuesList && isShortLine(line.raw) && !SENTENCE_END.test(line.raw)) {
      lines[i] = { ...line, kind: 'heading', text: line.raw };
      continue;
    }
    const prev = lines[i - 1];
    const aloneInBlock = prev?.block !== line.block && next?.block !== line.block;
    const isFirst = i === 0;
    if (line.kind === 'text' && !isFirst && aloneInBlock && opensText && isShortLine(line.raw)) {
      if (!SENTENCE_END.test(line.raw) || /[:：]$/.test(line.raw)) lines[i] = { ...line, kind: 'heading' };
    }
  }
  return { lines };
}

/** A line's role by its own form. */
function classify(raw: string): { kind: PlainLineKind; text: string } {
  let m: RegExpExecArray | null;
  if ((m = HASH_HEADING.exec(raw))) return { kind: 'heading', text: m[2]!.trim() };
  if (HASHTAG_LINE.test(raw)) return { kind: 'hashtags', text: raw };
  if ((m = BRACKET_HEADING.exec(raw))) return { kind: 'heading', text: m[1]!.trim() };
  if ((CHAPTER.test(raw) || CN_ENUM.test(raw) || CN_PAREN_ENUM.test(raw)) && isShortLine(raw)) {
    return { kind: 'heading', text: raw };
  }
  if ((m = NUMBERED.exec(raw)) || (m = CIRCLED.exec(raw))) return { kind: 'ordered', text: m[2]!.trim() };
  if ((m = BULLET.exec(raw))) return { kind: 'bullet', text: m[1]!.trim() };
  return { kind: 'text', text: raw };
}

/**
 * The `#tags` in a text: Xiaohongshu's `#话题[话题]#`, `#tag` words, full-width `＃`.
 * @param text - any text
 * @returns the tags without `#`, duplicates dropped, in order
 */
export function hashtagsOf(text: string): string[] {
  const tags = Array.from(text.replace(/＃/g, '#').matchAll(HASHTAG), (m) => m[1]!.trim()).filter(
    (t) => t.length > 0 && !/^\d+$/.test(t),
  );
  return [...new Set(tags)];
}

/** A quotation found in text, with what follows it as its attribution. */
export interface Quotation {
  /** The words quoted, without their marks. */
  quote: string;
  /** "——鲁迅《故乡》" or "— Steve Jobs" without the dash, when the text gives one. */
  attribution?: string;
  /** Index of the line the quotation starts on (within the lines passed). */
  line: number;
  /** What its line says before it ("鲁迅说：", "As Maya Angelou said,"). */
  before: string;
  /** True when quotation marks hold it; false for a line that only ends with `——某某`. */
  marked: boolean;
}

const PAIRED_QUOTES = /「([^「」]+)」|“([^“”]+)”|『([^『』]+)』|"([^"\n]+)"|﹁([^﹁﹂]+)﹂/g;
const ATTRIBUTION = /^[ \t\u3000]*(?:——|—{1,2}|–{1,2}|―|-{1,2}|－{1,2}|~)[ \t\u3000]*(\S.{0,80})$/;
// "…——鲁迅" at a line's end: a run of dashes (or a hyphen between spaces) before a name.
const LINE_ATTRIBUTION = /^(.*?[^\s—–―-])[ \t\u3000]*(?:——|—|–|―|--|-(?=[ \t]))[ \t\u3000]*([\p{L}《][^—–―]{0,80})$/u;

/**
 * Quotations in lines of text: words in 「」 “” 『』 or "" (with an attribution after the closing
 * mark or on the next line, led by a dash), and lines ending with `——某某`.
 * @param lines - the text's lines
 * @returns the quotations, in order
 */
export function findQuotations(lines: readonly string[]): Quotation[] {
  const found: Quotation[] = [];
  lines.forEach((line, i) => {
    // An attribution line's own quotation marks hold a title ("— Mary Oliver, "The Summer Day"").
    if (ATTRIBUTION.test(line)) return;
    const nextAttribution = ATTRIBUTION.exec(lines[i + 1] ?? '')?.[1]?.trim();
    let any = false;
    for (const m of line.matchAll(PAIRED_QUOTES)) {
      const quote = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').trim();
      if (!quote) continue;
      any = true;
      const after = line.slice((m.index ?? 0) + m[0].length);
      const attribution = ATTRIBUTION.exec(after)?.[1]?.trim() ?? (after.trim() === '' ? nextAttribution : undefined);
      const before = line.slice(0, m.index ?? 0);
      found.push(
        attribution ? { quote, attribution, line: i, before, marked: true } : { quote, line: i, before, marked: true },
      );
    }
    if (any) return;
    const m = LINE_ATTRIBUTION.exec(line.trim());
    if (m && lineWeight(m[2]!) <= 24)
      found.push({ quote: m[1]!.trim(), attribution: m[2]!.trim(), line: i, before: '', marked: false });
  });
  return found;
}

/**
 * Splits an attribution into its author and source: "孔子《论语·为政》", "鲁迅，《故乡》",
 * "Steve Jobs, Stanford commencement address", "出自《诗经》".
 * @param attribution - the words after the dash
 * @returns the author and the source, each when present
 */
export function splitAttribution(attribution: string): { author?: string; source?: string } {
  const text = attribution.trim().replace(/[。.]$/, '');
  const from = /^(?:出自|摘自|选自|引自|语出|from|in)\s*(.+)$/i.exec(text);
  if (from) return { source: from[1]!.trim() };
  const book = /^(.*?)[ \t\u3000,，、·:：]*([《〈<].+)$/.exec(text);
  if (book) {
    const author = book[1]!.trim();
    return author ? { author, source: book[2]!.trim() } : { source: book[2]!.trim() };
  }
  const comma = /^([^,，]{1,40})[,，]\s*(.+)$/.exec(text);
  if (comma) return { author: comma[1]!.trim(), source: comma[2]!.trim() };
  return { author: text };
}

/** The ways a profile can be reached, as plain text gives them. */
export interface Contacts {
  email?: string;
  phone?: string;
  wechat?: string;
  url?: string;
}

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const CN_MOBILE = /(?<!\d)(?:\+?86[ -]?)?1[3-9]\d[ -]?\d{4}[ -]?\d{4}(?!\d)/;
const PHONE_CUE = /(?:电话|手机|联系方式|Tel|Phone|Mobile|Cell|☎|📞|📱)/i;
const PHONE =
  /(?<![\w])(?:\+\d{1,3}[ -]?)?(?:\(\d{2,4}\)[ -]?)?\d{2,4}(?:[ -]\d{2,4}){1,4}(?![\w])|(?<!\d)\d{7,12}(?!\d)/;
const INTERNATIONAL = /(?<![\w])\+\d{1,3}(?:[ -]?\(?\d{1,4}\)?){2,5}(?![\w])|(?<![\w])\(\d{3}\)[ ]?\d{3}-\d{4}(?!\d)/;
const WECHAT =
  /(?:微信号?|WeChat(?:\s*ID)?|wx|vx|V信|威信)[ \t\u3000]*[:：]?[ \t\u3000]*([A-Za-z][-_A-Za-z0-9]{5,19}|\+?\d{6,15})/i;
const URL = /https?:\/\/[^\s，。<>"“”]+/;

/**
 * Contacts in a text: the first email, phone number (a Chinese mobile, a "+" number, or digits
 * on a line that says phone), WeChat id (after 微信/WeChat) and web address.
 * @param lines - the text's lines
 * @returns what was found
 */
export function findContacts(lines: readonly string[]): Contacts {
  const found: Contacts = {};
  for (const line of lines) {
    const wechat = WECHAT.exec(line)?.[1];
    if (wechat && !found.wechat) found.wechat = wechat;
    const rest = wechat ? line.replace(WECHAT, ' ') : line;
    const email = EMAIL.exec(rest)?.[0];
    if (email && !found.email) found.email = email;
    const noMail = rest.replace(EMAIL, ' ');
    const url = URL.exec(noMail)?.[0];
    if (url && !found.url) found.url = url.replace(/[).,，。]+$/, '');
    const noUrl = noMail.replace(URL, ' ');
    const phone =
      CN_MOBILE.exec(noUrl)?.[0] ??
      INTERNATIONAL.exec(noUrl)?.[0] ??
      (PHONE_CUE.test(noUrl) ? PHONE.exec(noUrl)?.[0] : undefined);
    if (phone && !found.phone) found.phone = phone.trim();
  }
  return found;
}

/**
 * Whether a line is mostly a contact (an email, phone, WeChat id or address with little else),
 * so it belongs to the contacts, not the prose.
 * @param line - one line
 * @returns true for a contact line
 */
export function isContactLine(line: string): boolean {
  const c = findContacts([line]);
  if (!c.email && !c.phone && !c.wechat && !c.url) return false;
  const rest = line
    .replace(WECHAT, '')
    .replace(EMAIL, '')
    .replace(URL, '')
    .replace(CN_MOBILE, '')
    .replace(INTERNATIONAL, '')
    .replace(PHONE_CUE.test(line) ? PHONE : /$^/, '');
  return lineWeight(rest) <= 8;
}

const BYLINE = /^(?:文|作者|撰文|编辑|记者|by|written by|words by)[ \t\u3000]*[/／|｜:：丨]?[ \t\u3000]*(\S.{0,40})$/i;

/**
 * The author a byline names: "文/张三", "作者 | 李四", "By Jane Doe".
 * @param line - one line
 * @returns the name, or undefined when the line is no byline
 */
export function bylineOf(line: string): string | undefined {
  const m = BYLINE.exec(line.trim());
  if (!m) return undefined;
  const name = m[1]!.replace(/[。.]$/, '').trim();
  return lineWeight(name) <= 12 ? name : undefined;
}

// A headline: a first line that ends no sentence. Up to this weight (a Han character 1, a Latin
// word 2) it is the title whole; a longer one is cut at a clause and the rest reported.
const HEADLINE_MAX_WEIGHT = 60;

/**
 * The title a headline gives: the whole first line when it is a headline (it ends no sentence
 * and the text goes on below it), cut at its last clause within HEADLINE_MAX_WEIGHT when longer.
 * @param lines - the text's lines with roles
 * @returns the title, its line, and the words cut off it ('' when none), or undefined when the
 *   first line is no headline
 */
export function headlineOf(lines: readonly PlainLine[]): { title: string; line: PlainLine; rest: string } | undefined {
  const [first, next] = lines;
  if (!first || !next || first.kind !== 'text' || /[。．.!！?？…;；,，、]["”」』’]?$/.test(first.raw)) return undefined;
  if (lineWeight(first.raw) <= HEADLINE_MAX_WEIGHT) return { title: first.raw, line: first, rest: '' };
  const clauses = first.raw.split(/(?<=[，,：:；;—｜|])\s*/);
  let title = '';
  for (const clause of clauses) {
    if (lineWeight(title + clause) > HEADLINE_MAX_WEIGHT) break;
    title += clause;
  }
  title = title.replace(/[，,：:；;—｜|\s]+$/, '');
  if (!title) return undefined;
  return {
    title,
    line: first,
    rest: first.raw.slice(first.raw.indexOf(title) + title.length).replace(/^[，,：:；;—｜|\s]+/, ''),
  };
}

/**
 * A title for a text: its first line when it is a heading or short, else its first sentence when
 * short, else its first clause (cut with "…" when even that runs long).
 * @param lines - the text's lines with roles
 * @param firstSentence - the text's first sentence
 * @returns the title; the line it used up when it is that whole line, or the words of the first
 *   line it is (a sentence or clause)
 */
export function titleOf(
  lines: readonly PlainLine[],
  firstSentence: string,
): { title: string; line?: PlainLine; prefix?: string } {
  const first = lines[0];
  if (!first) return { title: '' };
  if (first.kind === 'heading' || (first.kind === 'text' && isShortLine(first.raw) && lineWeight(first.raw) <= 30)) {
    return { title: first.text, line: first };
  }
  const sentence = firstSentence.trim();
  if (sentence && lineWeight(sentence) <= 30) return { title: sentence.replace(/[。．.]$/, ''), prefix: sentence };
  // An emoji followed by a space ends a note's opening words as a comma would.
  const clause = sentence.split(/[，,：:；;—]|(?<=\p{Extended_Pictographic}\uFE0F?)\s+/u)[0]?.trim() ?? '';
  if (lineWeight(clause) >= 4 && lineWeight(clause) <= 26) return { title: clause, prefix: clause };
  const chars = Array.from(clause || sentence);
  return { title: `${chars.slice(0, 20).join('').trim()}…` };
}
