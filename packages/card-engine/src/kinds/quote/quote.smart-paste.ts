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
      const dashAt = body.findIndex((l, i) => i > 0 && ATTRIBUTION_LINE.test(l));
      const quotation = bestQuotation(findQuotations(body));
      if (quotation) {
        quote = quotation.quote;
        attribution = quotation.attribution ? splitAttribution(quotation.attribution) : leadInOf(quotation.before);
      } else if (dashAt > 0 && isShortText(body.slice(0, dashAt), lang)) {
        quote = body.slice(0, dashAt).map(unquote).join('\n');
        attribution = splitAttribution(ATTRIBUTION_LINE.exec(body[dashAt]!)![1]!);
      } else if (isShortText(body, lang)) {
        quote = body.map((l, i, all) => (all.length === 1 ? unquote(l) : l)).join('\n');
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
