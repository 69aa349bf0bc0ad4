import { defineSmartPaste } from '../../smart-paste/define-smart-paste';
import {
  bylineOf,
  findQuotations,
  hashtagsOf,
  isShortLine,
  lineWeight,
  splitAttribution,
  type Quotation,
} from '../../smart-paste/read-plain-text';
import { splitSentences } from '../../smart-paste/sentences';
import { topSentences } from '../../smart-paste/text-rank';
import { labelledLinesOf, type LabelledEntry } from '../../smart-paste/write-labelled';
import { quoteKind } from './quote.kind';

/**
 * Whether lines are a quotation by themselves: a saying of one or two sentences, or a short poem
 * (a few short lines); anything longer is an article to pick a sentence from.
 */
function isShortText(lines: readonly string[], lang: 'zh' | 'en'): boolean {
  const weight = lineWeight(lines.join(''));
  if (splitSentences(lines.join('\n'), lang).length <= 2 && weight <= 120) return true;
  return lines.length <= 8 && weight <= 160 && lines.every((l) => isShortLine(l));
}
// Fewer characters in quotation marks are a term being quoted ("内卷"), not a quotation.
const MIN_QUOTATION_WEIGHT = 6;
const SOURCE_LINE = /^(?:(?:出自|摘自|选自|引自|出处|来源)[ \t\u3000:：]*)?([《〈].+[》〉])$/;
const ATTRIBUTION_LINE = /^(?:——|—{1,2}|–{1,2}|―|-{1,2}|－{1,2})[ \t\u3000]*(\S.*)$/;

// Who a quotation is introduced by: "鲁迅说：", "村上春树在《挪威的森林》里写道：", "正如老子所言，",
// "As Maya Angelou once said,", "Seneca wrote in Letters from a Stoic:".
const LEAD_IN_ZH =
  /(?:^|[，,。：:\s])(?:正如)?([\p{Script=Han}·]{2,8}?)(?:曾经|曾|也)?(?:在(《[^》]+》)(?:里|中|一书中)?)?(?:所说|所言|写道|说过|说|写到|提到|讲过)[:：，,]?\s*$/u;
const LEAD_IN_EN =
  /(?:^|\s)(?:[Aa]s\s+)?([A-Z][\w.'’-]*(?:\s+[A-Z][\w.'’-]*){0,3})\s+(?:once\s+)?(?:said|wrote|put it|says|writes)(?:\s+in\s+([^,:]+?))?\s*[,:]?\s*$/;

/** The author (and source) a quotation's lead-in names. */
function leadInOf(before: string): { author?: string; source?: string } {
  const zh = LEAD_IN_ZH.exec(before);
  if (zh) return zh[2] ? { author: zh[1]!, source: zh[2] } : { author: zh[1]! };
  const en = LEAD_IN_EN.exec(before);
  if (en) return en[2] ? { author: en[1]!, source: en[2].trim() } : { author: en[1]! };
  return {};
}

// A quotation's author alone on the line under it, without a dash: "王小波", "Oscar Wilde",
// "Japanese proverb". A short line that ends no sentence and holds no quotation marks.
const NAME_LINE_ZH = /^[\p{Script=Han}·•．.]{2,12}(?:[《〈].{1,30}[》〉])?$/u;
const NAME_LINE_EN = /^\p{Lu}[\p{L}.'’-]*(?:[ \t]+[\p{L}.'’-]+){0,4}(?:,[ \t]*\S.{0,40})?$/u;
const ENDS_SAYING = /[。．.!！?？…;；"”」』]$/;
// Lead-ins that name no one: "俗话说：", "有句老话说得好：".
const NO_ONE = /^(?:俗话|常言|老话|古人|有人|人们|大家|老人|网友|人家)$/;

/**
 * The lines a saying is made of and its attribution on a line of its own below them: a dash line
 * ("——鲁迅", "— Oscar Wilde") or, under lines that end a sentence, a line that is only a name.
 */
function saidOf(body: readonly string[]): { words: string[]; attribution?: string } {
  const dashAt = body.findIndex((l, i) => i > 0 && ATTRIBUTION_LINE.test(l));
  if (dashAt > 0) {
    const rest = body.slice(dashAt + 1);
    // Only the dash line's own lines are the saying when nothing but more text follows it.
    if (rest.length === 0)
      return { words: body.slice(0, dashAt), attribution: ATTRIBUTION_LINE.exec(body[dashAt]!)![1]! };
  }
  const last = body.at(-1)?.trim() ?? '';
  const above = body.at(-2)?.trim() ?? '';
  const isName = (NAME_LINE_ZH.test(last) || NAME_LINE_EN.test(last)) && lineWeight(last) <= 12;
  if (body.length >= 2 && isName && !ENDS_SAYING.test(last) && ENDS_SAYING.test(above)) {
    return { words: body.slice(0, -1), attribution: last };
  }
  return { words: [...body] };
}

// Quotation marks around words that end a sentence or a clause, or open or close their line: the
// marks of the saying itself, not of a term inside it.
const SAYING_MARKS = /[「“『"﹁]([^「」“”『』"﹁﹂\n]+)[」”』"﹂]/g;

/**
 * A short text as one saying: its quotation marks dropped, a lead-in ("鲁迅说：", "As Seneca
 * wrote,") kept apart as the author, a `——author` at its end kept apart as the attribution.
 */
function wholeSaying(lines: readonly string[]): {
  quote: string;
  attribution?: string;
  leadIn: { author?: string; source?: string };
} {
  let leadIn: { author?: string; source?: string } = {};
  const out = lines.map((line, i) => {
    let text = line.trim();
    if (i === 0) {
      // "鲁迅说：“…”" or a line of its own that leads in ("我很喜欢的一句话：").
      const open = /^(.{0,40}?[:：,，]?)\s*[「“『"﹁]/u.exec(text);
      const found = open && open[1] ? leadInOf(open[1]) : {};
      if (open && open[1] && (found.author || /[:：]$/.test(open[1]))) {
        leadIn = found.author && NO_ONE.test(found.author) ? {} : found;
        text = text.slice(open[1].length).trim();
      }
    }
    return text.replace(SAYING_MARKS, (whole, inner: string, at: number, all: string) => {
      const edge = at === 0 || at + whole.length === all.length;
      return edge || /[。．.!！?？…,，;；:：]$/.test(inner) ? inner : whole;
    });
  });
  // A line that only led in ("我很喜欢的一句话：") is no part of the saying.
  const words = out.filter((l, i) => !(i === 0 && out.length > 1 && /[:：]$/.test(l) && !/[。.!！?？]/.test(l)));
  const lastLine = words.at(-1) ?? '';
  const m = LINE_END_ATTRIBUTION.exec(lastLine);
  if (m && lineWeight(m[2]!) <= 24) {
    return { quote: [...words.slice(0, -1), m[1]!.trim()].join('\n'), attribution: m[2]!.trim(), leadIn };
  }
  return { quote: words.join('\n'), leadIn };
}
const LINE_END_ATTRIBUTION =
  /^(.*?[^\s—–―-])[ \t\u3000]*(?:——|—|–|―|--|-(?=[ \t]))[ \t\u3000]*([\p{L}《][^—–―]{0,80})$/u;

/** Removes quotation marks around a whole quote. */
const unquote = (s: string): string =>
  s
    .trim()
    .replace(/^[「“『"'‘﹁]+/, '')
    .replace(/[」”』"'’﹂]+$/, '')
    .trim();

/** The quotation a card should show: one with an attribution first, else the longest. */
function bestQuotation(found: readonly Quotation[]): Quotation | undefined {
  const real = found.filter((q) => lineWeight(q.quote) >= MIN_QUOTATION_WEIGHT && lineWeight(q.quote) <= 200);
  return real.find((q) => q.attribution) ?? [...real].sort((a, b) => b.quote.length - a.quote.length)[0];
}

/**
 * Smart paste for quote cards: a quotation in 「」 “” 『』 or "" with its `——author《source》`,
 * a short text (a poem, a saying) as the quote with the dash line below it as its attribution,
 * or, from a long text, the sentence TextRank ranks first; `#tags` become tags and labelled lines
 * the writer already typed (作者：…) are kept.
 */
export const smartPasteQuote = defineSmartPaste(
  quoteKind,
  ({ plain, lang }) => {
    const { values, used } = labelledLinesOf(quoteKind, plain.lines);
    const rest = plain.lines.filter((l) => !used.has(l.index) && l.kind !== 'hashtags');
    const tags = hashtagsOf(plain.lines.map((l) => l.raw).join('\n'));
    let quote = values.quote ?? '';
    let attribution: { author?: string; source?: string } = {};
    let source: string | undefined;
    let byline: string | undefined;
    const body: string[] = [];
    for (const line of rest) {
      const sourceLine = SOURCE_LINE.exec(line.raw);
      const name = bylineOf(line.raw);
      if (sourceLine && !source) source = sourceLine[1];
      else if (name && !byline) byline = name;
      else body.push(line.raw.replace(/\s*#[^\s#]+(?:\[[^\]]{1,6}\])?#?/g, '').trim() || line.raw);
    }

    if (!quote) {
      const said = saidOf(body);
      const quotation = bestQuotation(findQuotations(said.words));
      // Lines in one pair of quotation marks with a name below them are one quotation, however many.
      const inMarks =
        said.attribution !== undefined &&
        /^[「“『"﹁]/.test(said.words[0] ?? '') &&
        /[」”』"﹂]$/.test(said.words.at(-1) ?? '') &&
        lineWeight(said.words.join('')) <= 200;
      if (said.words.length > 0 && (inMarks || isShortText(said.words, lang))) {
        // A saying, a proverb or a short poem: all of it is the quote, whatever its marks hold.
        const whole = wholeSaying(said.words);
        quote = whole.quote;
        const named = said.attribution ?? whole.attribution;
        attribution = named ? splitAttribution(named) : whole.leadIn;
      } else if (quotation) {
        quote = quotation.quote;
        const named = quotation.attribution ?? said.attribution;
        attribution = named ? splitAttribution(named) : leadInOf(quotation.before);
      } else {
        // A title or heading (short, unpunctuated) is no quotation: rank the prose only.
        const prose = body.filter((l) => !isShortLine(l) || /[。.!！?？…"”」』]$/.test(l));
        const candidates = splitSentences(prose.join('\n'), lang);
        // A quotable sentence says something whole: longer than a remark, shorter than a paragraph.
        const [best] = topSentences(candidates, 1, lang, {
          minChars: lang === 'zh' ? 14 : 36,
          maxChars: lang === 'zh' ? 60 : 160,
        });
        quote = best === undefined ? (body[0] ?? '') : candidates[best]!;
      }
    }
    quote = unquote(quote);
    const entries: LabelledEntry[] = [
      { field: 'quote', value: quote, layout: quote.includes('\n') ? 'block' : 'inline' },
      { field: 'author', value: values.author ?? attribution.author ?? byline ?? '' },
      { field: 'source', value: values.source ?? attribution.source ?? source ?? '' },
      { field: 'tags', value: values.tags ?? tags.join(' ') },
    ];
    for (const field of ['slogan', 'organization', 'signature'] as const) {
      entries.push({ field, value: values[field] ?? '' });
    }
    return entries;
  },
  { required: 'quote', paragraphFields: ['quote'] },
);
