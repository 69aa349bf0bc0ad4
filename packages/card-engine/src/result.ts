/**
 * The i18n keys a parse issue may carry. The engine never writes sentences: the UI looks these
 * keys up in its catalog (apps/web/src/i18n/locales/<lng>/makers.ts → `makers.parse.*`).
 */
export const PARSE_ISSUE_KEYS = [
  'makers.parse.empty',
  'makers.parse.tooLong',
  'makers.parse.missingField',
  'makers.parse.duplicateLabel',
  'makers.parse.unlabelledText',
  'makers.parse.invalid',
  'makers.parse.unknownLabel',
  'makers.parse.notShown',
  // Warnings of the article kind: a line skipped while the rest of the card renders.
  'makers.parse.malformedReaction',
  'makers.parse.malformedImpact',
  'makers.parse.unknownIcon',
  'makers.parse.unlabelledSkipped',
] as const;
export type ParseIssueKey = (typeof PARSE_ISSUE_KEYS)[number];

/** One problem found in the text: where (1-based line) and what (an i18n key). */
export interface ParseIssue {
  /** 1-based line number the issue points at; whole-text issues point at line 1. */
  line: number;
  /** The i18n key describing the issue. */
  key: ParseIssueKey;
  /** The content field concerned (e.g. "quote"), for missing and duplicate labels. */
  field?: string;
  /** The label as the user typed it, for a label the kind does not know (`unknownLabel`). */
  label?: string;
}

/**
 * The outcome of parsing user text: typed content, or the issues that prevented it. A result with
 * content may carry warnings: lines that were skipped (malformed or unknown) while the rest renders.
 */
export type ParseResult<T> = { ok: true; content: T; warnings?: ParseIssue[] } | { ok: false; issues: ParseIssue[] };

/**
 * Wraps content in a successful result.
 * @param content - the parsed content
 * @returns an ok result
 */
export function parsed<T>(content: T): ParseResult<T> {
  return { ok: true, content };
}

/**
 * Wraps issues in a failed result.
 * @param issues - at least one issue
 * @returns a failed result
 */
export function failed<T>(issues: ParseIssue[]): ParseResult<T> {
  return { ok: false, issues };
}
