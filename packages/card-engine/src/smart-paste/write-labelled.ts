import type { CardKind, Lang } from '../kind';
import { unknownLabelOf } from '../labelled-text/tokenize-labelled-text';

/** One field of the labelled text smart paste writes. */
export interface LabelledEntry {
  field: string;
  /** The value; blank values are left out. */
  value: string;
  /** 'inline' (default): the value starts on the label's line; 'block': on the lines below it. */
  layout?: 'inline' | 'block';
}

/** What the writer needs of a kind: its labels and how its tokenizer treats unknown ones. */
type LabelledKind = Pick<CardKind, 'allLabels' | 'labels' | 'fieldLabel' | 'tokenizer'>;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelLines = new WeakMap<object, RegExp>();

/** The kind's "label: value" line pattern, as its tokenizer reads it (case-insensitive). */
function labelLineOf(kind: LabelledKind): RegExp {
  let re = labelLines.get(kind);
  if (!re) {
    re = new RegExp(
      `^[\\s\\u3000]*(${kind.allLabels.map(escapeRegExp).join('|')})[ \\t\\u3000]*[:：][ \\t\\u3000]*(.*)$`,
      'i',
    );
    labelLines.set(kind, re);
  }
  return re;
}

/**
 * Reads a line the way the kind's tokenizer would: the field its label opens, and the value.
 * @param kind - the kind
 * @param line - one line
 * @returns the field and value, or null when the line opens no field of the kind
 */
export function kindLineOf(kind: LabelledKind, line: string): { field: string; value: string } | null {
  const m = labelLineOf(kind).exec(line);
  if (!m) return null;
  const label = m[1]!.toLowerCase();
  for (const [field, byLang] of Object.entries(kind.labels)) {
    const names = [...byLang.zh, ...byLang.en];
    if (names.some((n) => n.toLowerCase() === label)) return { field, value: (m[2] ?? '').trim() };
  }
  return null;
}

/**
 * Keeps a value's line from being read as a label: a line that would open a field of the kind
 * (or, for kinds that report unknown labels, any "Label: value" line) gets a list marker, so it
 * stays where it is, as a line of its own.
 * @param kind - the kind
 * @param line - a line of a value (not the label's own line)
 * @returns the line, marked when needed
 */
export function guardValueLine(kind: LabelledKind, line: string): string {
  const opensField = labelLineOf(kind).test(line);
  const opensUnknown = kind.tokenizer?.unknownLabels === 'report' && unknownLabelOf(line) !== null;
  return opensField || opensUnknown ? `- ${line.trim()}` : line;
}

/**
 * Writes labelled text with the kind's own labels in one language: "标题：…" or "Title: …", each
 * value's later lines guarded so the kind's parser reads back exactly these fields.
 * @param kind - the kind whose labels to use
 * @param lang - the labels' language
 * @param entries - fields in the order to write them; blank values are skipped
 * @param spacing - 'blank' puts an empty line between fields (for kinds with paragraphs)
 * @returns the labelled text
 */
export function writeLabelled(
  kind: LabelledKind,
  lang: Lang,
  entries: readonly LabelledEntry[],
  spacing: 'line' | 'blank' = 'line',
): string {
  const colon = lang === 'zh' ? '：' : ': ';
  const blocks: string[] = [];
  for (const entry of entries) {
    const lines = entry.value
      .split('\n')
      .map((l) => l.replace(/[ \t\u3000]+$/, ''))
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .split('\n');
    if (lines.length === 0 || lines.join('').trim() === '') continue;
    const label = kind.fieldLabel(entry.field, lang);
    if (entry.layout === 'block') {
      blocks.push([`${label}${colon.trimEnd()}`, ...lines.map((l) => guardValueLine(kind, l))].join('\n'));
    } else {
      const [first, ...rest] = lines;
      blocks.push([`${label}${colon}${first!.trim()}`, ...rest.map((l) => guardValueLine(kind, l))].join('\n'));
    }
  }
  return blocks.join(spacing === 'blank' ? '\n\n' : '\n');
}

/**
 * The lines of a text that already open a field of the kind ("作者：鲁迅" in a pasted quote), and
 * the other lines: smart paste keeps what the writer labelled.
 * @param kind - the kind
 * @param lines - the text's lines (with their 0-based indexes)
 * @returns each field's first value and the indexes of the lines that gave one; a label with
 *   nothing after it ("技能：" above a list) is left to the kind's rules, as a section name
 */
export function labelledLinesOf(
  kind: LabelledKind,
  lines: readonly { index: number; raw: string }[],
): { values: Record<string, string>; used: Set<number> } {
  const values: Record<string, string> = {};
  const used = new Set<number>();
  for (const line of lines) {
    const found = kindLineOf(kind, line.raw);
    if (!found?.value) continue;
    used.add(line.index);
    values[found.field] ??= found.value;
  }
  return { values, used };
}
