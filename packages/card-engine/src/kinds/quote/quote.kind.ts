import { defineCardKind } from '../../kind';
import { openingWords } from '../../labelled-text/safe-file-name';
import { parseLabelled } from '../../labelled-text/parse-labelled';
import { QuoteContentSchema, type QuoteContent, type QuoteTagMode } from './quote.schema';
import { QuoteStyleSchema } from './quote.style';

/** Splits a tags line on ASCII, full-width and ideographic spaces (and commas), dropping leading '#'. */
function splitTags(value: string): string[] {
  return value
    .split(/[\s\u3000,，、]+/)
    .map((t) => t.replace(/^[#＃]+/, ''))
    .filter((t) => t.length > 0);
}

/** Template options of the quote kind: literary wants its tags as a list. */
export interface QuoteParseOptions {
  tagMode: QuoteTagMode;
}

/** The quote kind: labelled blocks (spec §5 prefixes 名言内容, 作者, 出处, 标签, 标语, 组织, 签名). */
export const quoteKind = defineCardKind({
  id: 'quote',
  trackingType: 'quote',
  labels: {
    quote: { zh: ['名言内容', '名言', '内容'], en: ['Quote', 'Content', 'Text'] },
    author: { zh: ['作者'], en: ['Author', 'By'] },
    source: { zh: ['出处', '来源'], en: ['Source', 'From'] },
    tags: { zh: ['标签'], en: ['Tags', 'Tag'] },
    slogan: { zh: ['标语'], en: ['Slogan', 'Motto'] },
    organization: { zh: ['组织', '机构'], en: ['Organization', 'Organisation', 'Org'] },
    signature: { zh: ['签名'], en: ['Signature', 'Signed'] },
  },
  parse(text, options: Partial<QuoteParseOptions>, tokenize) {
    const res = parseLabelled(
      text,
      tokenize,
      ['quote'],
      ['author', 'source', 'tags', 'slogan', 'organization', 'signature'],
    );
    if (!res.ok) return res;
    const { values } = res.labelled;
    const content: QuoteContent = { quote: values.quote ?? '' };
    if (values.author) content.author = values.author;
    if (values.source) content.source = values.source;
    if (values.tags)
      content.tags = options.tagMode === 'list' ? splitTags(values.tags) : splitTags(values.tags).join(' ');
    if (values.slogan) content.slogan = values.slogan;
    if (values.organization) content.organization = values.organization;
    if (values.signature) content.signature = values.signature;
    return { ok: true, content };
  },
  contentSchema: QuoteContentSchema,
  styleSchema: QuoteStyleSchema,
  exportScale: 3,
  fileName: {
    prefix: { zh: '名言卡片', en: 'quote card' },
    // The author names the file; an anonymous quote is named by its opening words.
    subject: (c) => c.author || openingWords(c.quote, 16),
    fallback: { zh: '未命名', en: 'unnamed' },
  },
  // A saved quote is found by its words, not by who said it.
  title: (c) => c.quote,
  parseMode: 'live',
});
export type QuoteKind = typeof quoteKind;
