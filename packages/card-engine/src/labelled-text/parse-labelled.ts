import { plainText } from '../markdown/markdown';
import { failed, type ParseIssue, type ParseResult } from '../result';
import type { LabelledField, LabelledTextTokenizer } from './tokenize-labelled-text';

/** What `parseLabelled` hands a kind once the text has the fields it needs. */
export interface LabelledValues<F extends string> {
  /** The first value of each field. */
  values: Partial<Record<F, string>>;
  /** Every field in text order (for kinds with repeated blocks, such as article sections). */
  fields: LabelledField<F>[];
  /** Lines that were left out (unlabelled text, unknown labels), for kinds that report them as warnings. */
  skipped: ParseIssue[];
}

// Issues that describe left-out lines rather than a text that cannot make a card.
const SKIPPED_KEYS: readonly ParseIssue['key'][] = ['makers.parse.unlabelledText', 'makers.parse.unknownLabel'];

/**
 * The part every labelled-text parser shares: empty text, a text too long to read, duplicate
 * labels and required fields become issues; otherwise the first value of each field comes back.
 * Unlabelled text and unknown labels only fail the parse when a required field is missing (they
 * are then the likely culprits); otherwise they come back as `skipped` for the kind to report.
 * @param text - the user's text
 * @param tokenize - the kind's tokenizer
 * @param required - fields that must have a non-empty value
 * @param plain - fields that are plain text (a name, an author, tags): their Markdown marks are
 *   dropped (`**林晓雨**` → 林晓雨, `# 标题` → 标题), in `values` and `fields` alike
 * @returns the values, or a failed result with issues sorted by line
 */
export function parseLabelled<F extends string>(
  text: string,
  tokenize: LabelledTextTokenizer<F>,
  required: readonly F[],
  plain: readonly F[] = [],
): { ok: true; labelled: LabelledValues<F> } | (ParseResult<never> & { ok: false }) {
  const tokenized = tokenize(text);
  const { issues, isEmpty } = tokenized;
  const fields = plain.length
    ? tokenized.fields.map((f) => (plain.includes(f.field) ? { ...f, value: plainText(f.value) } : f))
    : tokenized.fields;
  if (isEmpty) return failed([{ line: 1, key: 'makers.parse.empty' }]) as ParseResult<never> & { ok: false };
  if (fields.length === 0 && issues.some((i) => i.key === 'makers.parse.tooLong')) {
    return failed(issues) as ParseResult<never> & { ok: false };
  }
  const all: ParseIssue[] = issues.filter((i) => !SKIPPED_KEYS.includes(i.key));
  const values: Partial<Record<F, string>> = {};
  for (const f of fields) if (values[f.field] === undefined) values[f.field] = f.value;
  for (const field of required) {
    if (values[field]) continue;
    all.push(...issues.filter((i) => SKIPPED_KEYS.includes(i.key) && !all.includes(i)));
    const at = fields.find((f) => f.field === field)?.line ?? issues[0]?.line ?? 1;
    all.push({ line: at, key: 'makers.parse.missingField', field });
  }
  if (all.length > 0) return failed(all.sort((a, b) => a.line - b.line)) as ParseResult<never> & { ok: false };
  const skipped = issues.filter((i) => SKIPPED_KEYS.includes(i.key));
  return { ok: true, labelled: { values, fields, skipped } };
}
