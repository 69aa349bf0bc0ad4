/**
 * The public API of @inkcard/card-engine: labelled text in, typed card content out. Other packages
 * import only from here.
 */
export { PARSE_ISSUE_KEYS, parsed, failed } from './result';
export type { ParseIssue, ParseIssueKey, ParseResult } from './result';
export { createLabelledTextTokenizer } from './labelled-text/tokenize-labelled-text';
export type { LabelTable, LabelledField, TokenizedText } from './labelled-text/tokenize-labelled-text';
export { MAX_INPUT_CHARS, normalizeText } from './labelled-text/normalize-text';
export { CARD_KINDS, defineTemplate } from './template';
export type { CardKind, TemplateManifest } from './template';

export { QUOTE_FIELDS, QUOTE_LABELS } from './kinds/quote/quote.labels';
export type { QuoteField } from './kinds/quote/quote.labels';
export { QuoteContentSchema } from './kinds/quote/quote.schema';
export type { QuoteContent, QuoteTagMode } from './kinds/quote/quote.schema';
export { parseQuote } from './kinds/quote/quote.parse';
export * from './kinds/quote/quote.style';

export { BLESSING_FIELDS, BLESSING_LABELS } from './kinds/blessing/blessing.labels';
export { BLESSING_ICONS, BlessingContentSchema } from './kinds/blessing/blessing.schema';
export type { BlessingContent, BlessingIcon } from './kinds/blessing/blessing.schema';
export { parseBlessing } from './kinds/blessing/blessing.parse';
export * from './kinds/blessing/blessing.style';
