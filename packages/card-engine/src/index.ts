/**
 * The public API of @inkcard/card-engine: labelled text in, typed card content out. Other packages
 * import only from here.
 */
export { PARSE_ISSUE_KEYS, parsed, failed } from './result';
export type { ParseIssue, ParseIssueKey, ParseResult } from './result';
export { createLabelledTextTokenizer, unknownLabelOf } from './labelled-text/tokenize-labelled-text';
export type {
  LabelTable,
  LabelledField,
  LabelledTextTokenizer,
  TokenizedText,
  TokenizerOptions,
} from './labelled-text/tokenize-labelled-text';
export { parseLabelled } from './labelled-text/parse-labelled';
export type { LabelledValues } from './labelled-text/parse-labelled';
export { MAX_INPUT_CHARS, normalizeText } from './labelled-text/normalize-text';
export { safeFileName } from './labelled-text/safe-file-name';
export { withFieldValue } from './labelled-text/with-field-value';
export { LANGS, defineCardKind } from './kind';
export { CARD_RATIOS, canvasHeight } from './canvas';
export type { CardRatio } from './canvas';
export type { CardKind, CardKindConfig, CardSchema, KindLabels, Lang, ParseMode } from './kind';
// The one validator the engine's schemas are written in, so the makers check styles and content
// without depending on it themselves (docs/DECISIONS.md "valibot in the card engine").
export { safeParse } from 'valibot';
export { CARD_KIND_IDS, KINDS, entryForKind, findKind } from './kinds';
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

export { xiaohongshuKind, splitNoteTags } from './kinds/xiaohongshu/xiaohongshu.kind';
export type { XiaohongshuKind } from './kinds/xiaohongshu/xiaohongshu.kind';
export {
  NOTE_SECTION_KINDS,
  NoteCoverImageSchema,
  XiaohongshuContentSchema,
} from './kinds/xiaohongshu/xiaohongshu.schema';
export type { NoteSection, NoteSectionKind, XiaohongshuContent } from './kinds/xiaohongshu/xiaohongshu.schema';
export * from './kinds/xiaohongshu/xiaohongshu.style';
export { parseBodyBlocks } from './body-blocks/parse-body-blocks';
export type { BodyBlock } from './body-blocks/parse-body-blocks';
export { profileKind } from './kinds/profile/profile.kind';
export type { ProfileKind, ProfileParseOptions } from './kinds/profile/profile.kind';
export { ProfileContentSchema } from './kinds/profile/profile.schema';
export type { ProfileContent, ProfileField } from './kinds/profile/profile.schema';
export * from './kinds/profile/profile.style';
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

// Smart paste (plain text → a kind's labelled text, no AI) and the language-model prompts.
export { defineSmartPaste } from './smart-paste/define-smart-paste';
export { SMART_PASTE_MAX_CHARS } from './smart-paste/smart-paste-limits';
export type {
  SmartPasteInput,
  SmartPasteOptions,
  SmartPasteResult,
  SmartPaster,
} from './smart-paste/define-smart-paste';
export { SMART_PASTE, smartPasteFor } from './smart-paste/smart-paste-registry';
export type { SmartPasteKindId } from './smart-paste/smart-paste-registry';
export { splitSentences, textLang, wordsOf } from './smart-paste/sentences';
export { rankSentences, topSentences } from './smart-paste/text-rank';
export { smartPasteProfile } from './kinds/profile/profile.smart-paste';
export { smartPasteNote } from './kinds/xiaohongshu/xiaohongshu.smart-paste';
export { smartPasteQuote } from './kinds/quote/quote.smart-paste';
export { smartPasteArticle } from './kinds/article/article.smart-paste';
export { cleanAiAnswer, definePrompt } from './prompts/define-prompt';
export type { KindPrompt, KindPromptConfig, PromptField, PromptMessages } from './prompts/define-prompt';
export { AI_PROMPTS, promptFor } from './prompts/registry';
export {
  CARD_FORMS,
  CARD_STATE_VERSION,
  EXPORT_SCALES,
  MAX_CARD_TITLE_CHARS,
  MAX_STATE_IMAGE_CHARS,
  cardStateTitle,
  parseCardState,
  readCardState,
  serializeCardState,
} from './card-state/card-state';
export type {
  AnyCardState,
  CardForm,
  CardState,
  CardStateIssue,
  CardStateResult,
  ExportScale,
} from './card-state/card-state';

// Batches (issue 28): a spreadsheet's rows (CSV, TSV or JSON; UTF-8 or GBK) into card states.
export { TABLE_ENCODINGS, decodeTable } from './rows/decode-table';
export type { DecodedTable, TableEncoding } from './rows/decode-table';
export { readTable } from './rows/read-table';
export type {
  ReadTableOptions,
  Table,
  TableFormat,
  TableIssue,
  TableResult,
  TableRow,
  TableRowProblem,
} from './rows/read-table';
export { rowsToCards, suggestColumnMapping } from './rows/rows-to-cards';
export type { ColumnMapping, RowCard, RowIssue, RowIssueKey } from './rows/rows-to-cards';
export { batchFileName, batchManifestCsv } from './rows/batch-files';
export type { ManifestLine } from './rows/batch-files';
// Markdown in card text: marks to draw in free text, dropped from plain fields.
export { plainText, readMarkdown } from './markdown/markdown';
export type { InlineMark, MarkedText } from './markdown/markdown';
