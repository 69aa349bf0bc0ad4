// The Markdown people paste (AI answers, notes apps): bold, italic, strike-through, code, links,
// headings, quotes and lists, read into plain text plus the ranges each mark covers. Pure (no
// DOM): the card layer draws the marks (card-templates' <Typeset>), plain fields drop them.
// A small CommonMark-style reader rather than a library: the makers' first load is budgeted and
// cards need only this subset (docs/DECISIONS.md "Markdown in card text"); its emphasis follows
// CommonMark's delimiter-run rules (flanking, the rule of three), with one change for Chinese:
// an ideograph next to a delimiter counts as a word boundary, so **“引号”**后面 is bold, as
// Chinese writers expect and GitHub's reader does not do.

/** A mark over a range of the plain text: [from, to) in UTF-16 offsets. */
export interface InlineMark {
  type: 'strong' | 'em' | 'del' | 'code';
  from: number;
  to: number;
}

/** Text with its Markdown marks read: the plain text and the ranges to draw bold, italic… */
export interface MarkedText {
  text: string;
  marks: InlineMark[];
}

const ASCII_PUNCT = /[!-/:-@[-`{-~]/;
const PUNCT = /[\p{P}\p{S}]/u;
const SPACE = /\s/u;
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

type Token =
  | { kind: 'text'; text: string; code?: boolean }
  | { kind: 'delim'; char: '*' | '_' | '~'; count: number; size: number; open: boolean; close: boolean };

const LINK = /^!?\[([^[\]]*)\]\(\s*<?([^()\s<>]*(?:\([^()\s]*\)[^()\s<>]*)*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/u;
const AUTOLINK = /^<((?:https?|mailto|ftp):[^\s<>]*|[^\s<>@]+@[^\s<>@]+\.[a-z]{2,})>/iu;

/** The tokens of one line: text, code spans and delimiter runs with their flanking. */
function tokenize(line: string, out: Token[]): void {
  let text = '';
  const flush = (): void => {
    if (text) out.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === '\\' && i + 1 < line.length && ASCII_PUNCT.test(line[i + 1]!)) {
      text += line[i + 1];
      i += 2;
      continue;
    }
    if (c === '`') {
      let n = 1;
      while (line[i + n] === '`') n++;
      const fence = '`'.repeat(n);
      let end = line.indexOf(fence, i + n);
      while (end >= 0 && line[end + n] === '`') {
        let m = end;
        while (line[m] === '`') m++;
        end = line.indexOf(fence, m);
      }
      if (end < 0) {
        text += fence;
        i += n;
        continue;
      }
      let code = line.slice(i + n, end);
      if (code.length > 2 && code.startsWith(' ') && code.endsWith(' ') && code.trim()) code = code.slice(1, -1);
      flush();
      out.push({ kind: 'text', text: code, code: true });
      i = end + n;
      continue;
    }
    if (c === '[' || (c === '!' && line[i + 1] === '[')) {
      const m = LINK.exec(line.slice(i));
      if (m) {
        // A link is drawn as its words; an image as its description; one without words as its address.
        flush();
        if (m[1]!.trim()) tokenize(m[1]!, out);
        else text += m[2] ?? '';
        i += m[0].length;
        continue;
      }
    }
    if (c === '<') {
      const m = AUTOLINK.exec(line.slice(i));
      if (m) {
        text += m[1];
        i += m[0].length;
        continue;
      }
    }
    if (c === '*' || c === '_' || c === '~') {
      let n = 1;
      while (line[i + n] === c) n++;
      const before = i > 0 ? line[i - 1]! : ' ';
      const after = i + n < line.length ? line[i + n]! : ' ';
      const edge = (ch: string): boolean => SPACE.test(ch) || PUNCT.test(ch) || IDEOGRAPH.test(ch);
      const left = !SPACE.test(after) && (!PUNCT.test(after) || edge(before));
      const right = !SPACE.test(before) && (!PUNCT.test(before) || edge(after));
      let open = left;
      let close = right;
      if (c === '_') {
        open = left && (!right || PUNCT.test(before));
        close = right && (!left || PUNCT.test(after));
      }
      if (c === '~' && n > 2) open = close = false;
      flush();
      out.push({ kind: 'delim', char: c, count: n, size: n, open, close });
      i += n;
      continue;
    }
    text += c;
    i += 1;
  }
  flush();
}

interface Pair {
  opener: number;
  closer: number;
  type: InlineMark['type'];
}

/** CommonMark's "process emphasis": pairs delimiter runs, innermost first. */
function pairDelimiters(tokens: Token[]): Pair[] {
  const pairs: Pair[] = [];
  const stack: number[] = [];
  for (let t = 0; t < tokens.length; t++) {
    const closer = tokens[t]!;
    if (closer.kind !== 'delim') continue;
    while (closer.close && closer.count > 0) {
      let found = -1;
      for (let s = stack.length - 1; s >= 0; s--) {
        const opener = tokens[stack[s]!]! as Extract<Token, { kind: 'delim' }>;
        if (opener.char !== closer.char || opener.count === 0) continue;
        if (closer.char === '~') {
          if (opener.count !== closer.count) continue;
        } else if (
          (opener.close || closer.open) &&
          (opener.size + closer.size) % 3 === 0 &&
          !(opener.size % 3 === 0 && closer.size % 3 === 0)
        )
          continue;
        found = s;
        break;
      }
      if (found < 0) break;
      const openerIndex = stack[found]!;
      const opener = tokens[openerIndex]! as Extract<Token, { kind: 'delim' }>;
      const use = closer.char === '~' ? closer.count : opener.count >= 2 && closer.count >= 2 ? 2 : 1;
      pairs.push({
        opener: openerIndex,
        closer: t,
        type: closer.char === '~' ? 'del' : use === 2 ? 'strong' : 'em',
      });
      opener.count -= use;
      closer.count -= use;
      // Delimiters between the two can no longer pair with anything outside them.
      stack.length = found + (opener.count > 0 ? 1 : 0);
    }
    if (closer.open && closer.count > 0) stack.push(t);
  }
  return pairs;
}

/**
 * Reads one line's inline Markdown (emphasis, strike-through, code, links, escapes).
 * @param line - one line of text
 * @returns its plain text and marks
 */
function readInline(line: string): MarkedText {
  const tokens: Token[] = [];
  tokenize(line, tokens);
  const pairs = pairDelimiters(tokens);
  // A delimiter's used characters vanish; the rest stay as text, outside the marks they open or close.
  let text = '';
  const starts = new Map<number, number>();
  const ends = new Map<number, number>();
  const marks: InlineMark[] = [];
  tokens.forEach((tok, i) => {
    if (tok.kind === 'text') {
      if (tok.code) marks.push({ type: 'code', from: text.length, to: text.length + tok.text.length });
      text += tok.text;
      return;
    }
    // Left-over characters of a closer sit after the marks it closes; of an opener, before.
    const closes = pairs.some((p) => p.closer === i);
    if (closes) ends.set(i, text.length);
    text += tok.char.repeat(tok.count);
    starts.set(i, text.length);
  });
  for (const p of pairs) {
    const from = starts.get(p.opener)!;
    const to = ends.get(p.closer)!;
    if (to > from) marks.push({ type: p.type, from, to });
  }
  return { text, marks: marks.sort((a, b) => a.from - b.from || b.to - a.to) };
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const QUOTE = /^ {0,3}>[ \t]?/;
const BULLET = /^([ \t]*)[-*+][ \t]+(?=\S)/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/**
 * Reads the Markdown of a card's free text: each line's inline marks (bold, italic, ~~strike~~,
 * `code`, [links](…) as their words, escapes), and line marks: a `#` heading's words bold, `>`
 * dropped, `-`/`*`/`+` bullets drawn as "•", a code fence's lines as code, a rule (`***`) dropped.
 * Never throws; text without Markdown comes back unchanged with no marks.
 * @param source - the text as typed or pasted
 * @returns the text to draw and its marks
 */
export function readMarkdown(source: string): MarkedText {
  if (!/[*_~`[\\<#>+-]/.test(source)) return { text: source, marks: [] };
  const lines = source.split('\n');
  let text = '';
  const marks: InlineMark[] = [];
  let fence: string | null = null;
  const kept: string[] = [];
  lines.forEach((raw) => {
    const fenceMatch = FENCE.exec(raw);
    if (fence !== null) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) {
        fence = null;
        return;
      }
      kept.push(raw);
      const from = text.length + (kept.length > 1 ? 1 : 0);
      text += (kept.length > 1 ? '\n' : '') + raw;
      if (raw) marks.push({ type: 'code', from, to: from + raw.length });
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      return;
    }
    let line = raw;
    while (QUOTE.test(line)) line = line.replace(QUOTE, '');
    if (RULE.test(line)) return;
    let prefix = '';
    let strong = false;
    const heading = HEADING.exec(line);
    if (heading) {
      line = heading[1] ?? '';
      strong = line.length > 0;
    } else {
      const bullet = BULLET.exec(line);
      if (bullet) {
        prefix = `${bullet[1]}• `;
        line = line.slice(bullet[0].length);
      }
    }
    const inline = readInline(line);
    kept.push(raw);
    const at = text.length + (kept.length > 1 ? 1 : 0) + prefix.length;
    text += (kept.length > 1 ? '\n' : '') + prefix + inline.text;
    if (strong) marks.push({ type: 'strong', from: at, to: at + inline.text.length });
    for (const m of inline.marks) marks.push({ type: m.type, from: m.from + at, to: m.to + at });
  });
  return { text, marks };
}

/**
 * A field that is plain text (a name, a festival, an author, a tag) with its Markdown dropped:
 * marks, heading and quote markers and bullets removed, links as their words.
 * @param source - the field as typed
 * @returns the plain text (the source itself when it is nothing but marks)
 */
export function plainText(source: string): string {
  const text = readMarkdown(source).text.replace(/^([ \t]*)• /gmu, '$1');
  // A value that is nothing but marks ("---", "**") is the user's text, not Markdown.
  return text.trim() ? text : source;
}
