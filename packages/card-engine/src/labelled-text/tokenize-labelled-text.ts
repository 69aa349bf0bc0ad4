import type { ParseIssue } from '../result';
import { MAX_INPUT_CHARS, normalizeText } from './normalize-text';

/** Field name → every label (zh and en) that introduces it. */
export type LabelTable<F extends string> = Readonly<Record<F, readonly string[]>>;

/** One labelled field found in the text. */
export interface LabelledField<F extends string> {
  field: F;
  /** The value with its continuation lines, trimmed; may be empty. */
  value: string;
  /** 1-based line of the label. */
  line: number;
}

/** What the tokenizer found: fields in text order, plus structural issues. */
export interface TokenizedText<F extends string> {
  fields: LabelledField<F>[];
  issues: ParseIssue[];
  /** True when the text holds nothing but whitespace. */
  isEmpty: boolean;
}

/** A compiled tokenizer for one label table. */
export interface LabelledTextTokenizer<F extends string> {
  (text: string): TokenizedText<F>;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the tokenizer treats a line that looks like "Label: value" with a label it does not know. */
export interface TokenizerOptions {
  /**
   * 'continue' (default): the line is text of the field above it. 'report': it opens an unknown
   * block, reported once as `unknownLabel` with its line and label; the block is left out.
   */
  unknownLabels?: 'continue' | 'report';
}

// What an unknown label may look like: a short phrase starting with a letter (never a list item
// such as "1、" or "- "), then a colon. URLs ("https://…") and clock times ("10:30") are text.
const LABEL_LIKE = /^[\s\u3000]*(\p{L}[\p{L}\p{M}\p{N} _&'’./()（）-]*?)[ \t\u3000]*[:：](.*)$/u;
const URL_SCHEMES = new Set(['http', 'https', 'ftp', 'mailto', 'tel', 'file', 'data']);

/**
 * The label of a line that reads like "Label: value" but names no known field, or null when the
 * line is ordinary text with a colon in it (a sentence, a URL, a time).
 * @param line - one line of the text
 * @returns the label as typed, or null
 */
export function unknownLabelOf(line: string): string | null {
  const m = LABEL_LIKE.exec(line);
  if (!m) return null;
  const label = (m[1] ?? '').trim();
  const value = m[2] ?? '';
  if (value.startsWith('//') || URL_SCHEMES.has(label.toLowerCase())) return null;
  if (/\d$/.test(label) && /^\d/.test(value)) return null;
  // A CJK label is a word or two; a Latin one at most three words. Longer is a sentence.
  if (/\p{Script=Han}/u.test(label)) return Array.from(label).length <= 8 ? label : null;
  return label.length <= 24 && label.split(/\s+/).length <= 3 ? label : null;
}

/**
 * Compiles a tokenizer for "标签：值 / Label: value" text. A line that starts with a known label
 * followed by a full-width or ASCII colon opens a field; following lines continue it; a blank line
 * closes the block, and an unlabelled block after it is a new paragraph of the same field.
 * @param labels - field name → accepted labels (case-insensitive)
 * @param options - what to do with labels the table does not know
 * @returns a function that never throws on any string
 */
export function createLabelledTextTokenizer<F extends string>(
  labels: LabelTable<F>,
  options: TokenizerOptions = {},
): LabelledTextTokenizer<F> {
  const reportUnknown = options.unknownLabels === 'report';
  const byLabel = new Map<string, F>();
  for (const [field, names] of Object.entries(labels) as [F, readonly string[]][]) {
    for (const name of names) byLabel.set(name.toLowerCase(), field);
  }
  // Longest labels first so "节日名称" wins over "节日".
  const alternatives = [...byLabel.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const labelLine = new RegExp(`^[\\s\\u3000]*(${alternatives.join('|')})[ \\t\\u3000]*[:：][ \\t\\u3000]*(.*)$`, 'i');

  return (raw: string): TokenizedText<F> => {
    const text = typeof raw === 'string' ? raw : '';
    if (text.trim().length === 0) return { fields: [], issues: [], isEmpty: true };
    if (text.length > MAX_INPUT_CHARS) {
      return { fields: [], issues: [{ line: 1, key: 'makers.parse.tooLong' }], isEmpty: false };
    }
    const lines = normalizeText(text).split('\n');
    const fields: LabelledField<F>[] = [];
    const issues: ParseIssue[] = [];
    const seen = new Set<F>();
    let current: { field: F; line: number; parts: string[] } | null = null;
    // Inside an unknown label's block: its lines are left out (the label was reported).
    let inUnknown = false;
    let afterBlank = false;
    let unlabelledReported = false;

    const close = (): void => {
      if (current) fields.push({ field: current.field, line: current.line, value: current.parts.join('\n').trim() });
      current = null;
    };

    for (let i = 0; i < lines.length; i++) {
      const line = (lines[i] ?? '').replace(/[ \t\u3000]+$/, '');
      const lineNo = i + 1;
      if (line.trim().length === 0) {
        afterBlank = true;
        continue;
      }
      const match = labelLine.exec(line);
      const field = match ? byLabel.get((match[1] ?? '').toLowerCase()) : undefined;
      const unknown = reportUnknown && field === undefined ? unknownLabelOf(line) : null;
      if (match && field !== undefined) {
        close();
        inUnknown = false;
        if (seen.has(field)) issues.push({ line: lineNo, key: 'makers.parse.duplicateLabel', field });
        seen.add(field);
        current = { field, line: lineNo, parts: [(match[2] ?? '').trim()] };
      } else if (unknown !== null) {
        close();
        inUnknown = true;
        issues.push({
          line: lineNo,
          key: 'makers.parse.unknownLabel',
          label: Array.from(unknown).slice(0, 24).join(''),
        });
      } else if (inUnknown) {
        // Continuation of an unknown label's block: covered by its report.
      } else if (current) {
        // A paragraph after a blank line keeps its break; a wrapped line joins with a newline.
        const cur: { parts: string[] } = current;
        if (afterBlank && cur.parts.some((p) => p.length > 0)) cur.parts.push('');
        cur.parts.push(line.trim());
      } else if (!unlabelledReported) {
        unlabelledReported = true;
        issues.push({ line: lineNo, key: 'makers.parse.unlabelledText' });
      }
      afterBlank = false;
    }
    close();
    return { fields, issues, isEmpty: false };
  };
}
