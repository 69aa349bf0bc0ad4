/**
 * The public API of @inkcard/card-engine: labelled text in, typed card content out. Other packages
 * import only from here.
 */
export { PARSE_ISSUE_KEYS, parsed, failed } from './result';
export type { ParseIssue, ParseIssueKey, ParseResult } from './result';
export { createLabelledTextTokenizer } from './labelled-text/tokenize-labelled-text';
export type {
  LabelTable,
  LabelledField,
  LabelledTextTokenizer,
  TokenizedText,
} from './labelled-text/tokenize-labelled-text';
export { parseLabelled } from './labelled-text/parse-labelled';
export type { LabelledValues } from './labelled-text/parse-labelled';
export { MAX_INPUT_CHARS, normalizeText } from './labelled-text/normalize-text';
export { safeFileName } from './labelled-text/safe-file-name';
export { CARD_KIND_IDS, LANGS, defineCardKind } from './kind';
export type { CardKind, CardKindConfig, CardKindId, KindLabels, Lang, ParseMode } from './kind';
export { KINDS, findKind } from './kinds';
export type { AnyCardKind, ContentOf, KindId, KindOf, ParseOptionsOf, StyleOf } from './kinds';

export { quoteKind } from './kinds/quote/quote.kind';
export type { QuoteKind, QuoteParseOptions } from './kinds/quote/quote.kind';
export { QuoteContentSchema } from './kinds/quote/quote.schema';
export type { QuoteContent, QuoteTagMode } from './kinds/quote/quote.schema';
export * from './kinds/quote/quote.style';

export { blessingKind, localeDate } from './kinds/blessing/blessing.kind';
export type { BlessingKind } from './kinds/blessing/blessing.kind';
export { BLESSING_ICONS, BlessingContentSchema } from './kinds/blessing/blessing.schema';
export type { BlessingContent, BlessingIcon } from './kinds/blessing/blessing.schema';
export * from './kinds/blessing/blessing.style';

export { articleKind } from './kinds/article/article.kind';
export type { ArticleKind } from './kinds/article/article.kind';
export {
  ARTICLE_ICONS,
  ArticleContentSchema,
  ArticleSectionSchema,
  ArticleReactionSchema,
  ArticleImpactSchema,
} from './kinds/article/article.schema';
export type {
  ArticleConcept,
  ArticleContent,
  ArticleIcon,
  ArticleImpact,
  ArticleImpactAnalysis,
  ArticleReaction,
  ArticleSection,
} from './kinds/article/article.schema';
export * from './kinds/article/article.style';
