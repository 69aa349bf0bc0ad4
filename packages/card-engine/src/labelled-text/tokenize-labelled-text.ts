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

/**
 * Compiles a tokenizer for "标签：值 / Label: value" text. A line that starts with a known label
 * followed by a full-width or ASCII colon opens a field; following lines continue it; a blank line
 * closes the block, and an unlabelled block after it is a new paragraph of the same field.
 * @param labels - field name → accepted labels (case-insensitive)
 * @returns a function that never throws on any string
 */
export function createLabelledTextTokenizer<F extends string>(labels: LabelTable<F>): LabelledTextTokenizer<F> {
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
      if (match && field !== undefined) {
        close();
        if (seen.has(field)) issues.push({ line: lineNo, key: 'makers.parse.duplicateLabel', field });
        seen.add(field);
        current = { field, line: lineNo, parts: [(match[2] ?? '').trim()] };
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
