import type { Lang } from '../kind';
import type { AnyCardKind } from '../kinds';
import type { ParseIssue, ParseIssueKey } from '../result';
import { MAX_INPUT_CHARS } from '../labelled-text/normalize-text';
import { writeLabelled } from '../smart-paste/write-labelled';
import { cardStateTitle, type AnyCardState } from '../card-state/card-state';
import type { Table } from './read-table';

/** Column → the kind's field it fills, or null for a column left out. */
export type ColumnMapping = (string | null)[];

/** Why a row makes no card; `field` (a field id) and `detail` (the parser's key) fill the message. */
export type RowIssueKey =
  'blank' | 'extraCells' | 'notObject' | 'nestedValue' | 'nothingMapped' | 'missingField' | 'unreadable';

/** A row left out of the batch, and why: shown to the user and written to the manifest. */
export interface RowIssue {
  row: number;
  key: RowIssueKey;
  field?: string;
  detail?: ParseIssueKey;
}

/** A row that makes a card; `S` is the state every row starts from, with the row's text. */
export interface RowCard<S = AnyCardState> {
  row: number;
  state: S;
  /** The card's title (its quote, name, festival…): the PNG is named after it. */
  title: string;
  /** Lines of the row's text the card leaves out (the parser's warnings). */
  warnings: ParseIssue[];
}

const simplify = (s: string): string =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-:：]+/g, '');

/**
 * Which field each column fills, guessed from its header: a header that is one of the kind's
 * labels in either language ("名言内容", "Quote", "作者：") or a field's id ("author") fills that
 * field; case, spaces and a trailing colon do not matter. Each field is filled by one column at
 * most (the first); the user can change every choice.
 * @param kind - the card kind
 * @param headers - the file's headers
 * @returns one field id (or null) per column
 */
export function suggestColumnMapping(kind: Pick<AnyCardKind, 'labels'>, headers: readonly string[]): ColumnMapping {
  const byName = new Map<string, string>();
  for (const [field, byLang] of Object.entries(kind.labels) as [string, Record<Lang, readonly string[]>][]) {
    for (const name of [field, ...byLang.zh, ...byLang.en]) {
      const key = simplify(name);
      if (!byName.has(key)) byName.set(key, field);
    }
  }
  const used = new Set<string>();
  return headers.map((header) => {
    const field = byName.get(simplify(header));
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
}

/**
 * Turns each row into a card state: the mapped cells become the kind's labelled text, in the
 * card's language ("名言内容：…" / "Quote: …"), over the batch's template, style and scale; the
 * kind's parser then reads it back, so a row makes a card exactly when the maker would draw the
 * same text. Every row that does not is listed with its number and reason, never dropped silently.
 * @param kind - the card kind
 * @param table - the rows (readTable)
 * @param mapping - the field of each column (suggestColumnMapping, edited)
 * @param base - the card every row starts from (template, language, style, scale, form, picture):
 *   a checked CardState in the browser, the render job's state on the server (a partial style)
 * @param parseOptions - the template's parse options (the literary quote's tag list)
 * @returns the cards in row order and the rows left out
 */
export function rowsToCards<S extends { kind: string; lang: Lang; text: string; content: unknown }>(
  kind: AnyCardKind,
  table: Table,
  mapping: ColumnMapping,
  base: S,
  parseOptions?: unknown,
): { cards: RowCard<S>[]; issues: RowIssue[] } {
  const cards: RowCard<S>[] = [];
  const issues: RowIssue[] = [];
  const fields = new Set(Object.keys(kind.labels));
  for (const { row, cells, extra, problem } of table.rows) {
    if (problem) {
      issues.push({ row, key: problem });
      continue;
    }
    if (extra.length > 0) {
      issues.push({ row, key: 'extraCells' });
      continue;
    }
    if (cells.every((c) => c === '')) {
      issues.push({ row, key: 'blank' });
      continue;
    }
    const entries = mapping.flatMap((field, i) =>
      field && fields.has(field) && cells[i] ? [{ field, value: cells[i]! }] : [],
    );
    if (entries.length === 0) {
      issues.push({ row, key: 'nothingMapped' });
      continue;
    }
    const text = writeLabelled(kind, base.lang, entries);
    if (text.length > MAX_INPUT_CHARS) {
      issues.push({ row, key: 'unreadable', detail: 'makers.parse.tooLong' });
      continue;
    }
    const parsed = (kind.parse as (t: string, o?: unknown) => ReturnType<AnyCardKind['parse']>)(text, parseOptions);
    if (!parsed.ok) {
      const missing = parsed.issues.find((i) => i.key === 'makers.parse.missingField');
      issues.push(
        missing
          ? { row, key: 'missingField', ...(missing.field ? { field: missing.field } : {}) }
          : { row, key: 'unreadable', ...(parsed.issues[0] ? { detail: parsed.issues[0].key } : {}) },
      );
      continue;
    }
    const state: S = { ...base, text, content: null };
    const title = cardStateTitle({ kind: kind.id, text, content: null } as AnyCardState);
    cards.push({ row, state, title, warnings: parsed.warnings ?? [] });
  }
  return { cards, issues };
}
