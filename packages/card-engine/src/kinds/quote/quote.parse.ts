import { failed, parsed, type ParseIssue, type ParseResult } from '../../result';
import { createLabelledTextTokenizer } from '../../labelled-text/tokenize-labelled-text';
import { QUOTE_LABELS, type QuoteField } from './quote.labels';
import type { QuoteContent, QuoteTagMode } from './quote.schema';

const tokenizeQuote = createLabelledTextTokenizer(QUOTE_LABELS);

/** Splits a tags line on ASCII, full-width and ideographic spaces (and commas), dropping leading '#'. */
function splitTags(value: string): string[] {
  return value
    .split(/[\s\u3000,，、]+/)
    .map((t) => t.replace(/^[#＃]+/, ''))
    .filter((t) => t.length > 0);
}

/**
 * Parses quote text ("名言内容：… / Quote: …" blocks) into quote content. Never throws.
 * @param text - the user's labelled text
 * @param options - tagMode 'list' splits tags on spaces (literary), 'text' keeps the line
 * @returns the content, or issues with line numbers and i18n keys
 */
export function parseQuote(text: string, options: { tagMode?: QuoteTagMode } = {}): ParseResult<QuoteContent> {
  const { fields, issues, isEmpty } = tokenizeQuote(text);
  if (isEmpty) return failed([{ line: 1, key: 'makers.parse.empty' }]);
  if (fields.length === 0 && issues.some((i) => i.key === 'makers.parse.tooLong')) return failed(issues);
  const all: ParseIssue[] = issues.filter((i) => i.key !== 'makers.parse.unlabelledText');
  const values: Partial<Record<QuoteField, string>> = {};
  for (const f of fields) if (values[f.field] === undefined) values[f.field] = f.value;
  if (!values.quote) {
    // Unlabelled text only matters when it left the quote empty: it is the likely culprit.
    all.push(...issues.filter((i) => i.key === 'makers.parse.unlabelledText'));
    const at = fields.find((f) => f.field === 'quote')?.line ?? issues[0]?.line ?? 1;
    all.push({ line: at, key: 'makers.parse.missingField', field: 'quote' });
  }
  if (all.length > 0) return failed(all.sort((a, b) => a.line - b.line));

  const content: QuoteContent = { quote: values.quote ?? '' };
  if (values.author) content.author = values.author;
  if (values.source) content.source = values.source;
  if (values.tags) content.tags = options.tagMode === 'list' ? splitTags(values.tags) : values.tags;
  if (values.slogan) content.slogan = values.slogan;
  if (values.organization) content.organization = values.organization;
  if (values.signature) content.signature = values.signature;
  return parsed(content);
}
