import { normalizeText } from '../labelled-text/normalize-text';

/** How the rows were written: comma- or tab-separated values, or a JSON array of objects. */
export type TableFormat = 'csv' | 'tsv' | 'json';

/** Why a row cannot be read at all, before any column is mapped. */
export type TableRowProblem = 'notObject' | 'nestedValue';

/** One data row: where it is in the file and its cells, one per header. */
export interface TableRow {
  /**
   * The row's number as the user finds it: in a CSV the spreadsheet's row (the header is row 1,
   * the first card row 2, a quoted newline does not start a new row); in JSON the item's number
   * (the first object is 1).
   */
  row: number;
  /** One cell per header, trimmed; a short row is padded with empty cells. */
  cells: string[];
  /** Non-empty cells past the last header (a stray comma shifted the row?): the row is refused. */
  extra: string[];
  problem?: TableRowProblem;
}

export interface Table {
  format: TableFormat;
  headers: string[];
  rows: TableRow[];
}

/** Why a whole file cannot be read; `max` and `row` fill the message. */
export type TableIssue =
  | { key: 'empty' }
  | { key: 'noRows' }
  | { key: 'tooManyRows'; max: number }
  | { key: 'unclosedQuote'; row: number }
  | { key: 'notJson' }
  | { key: 'notArray' };

export type TableResult = { ok: true; table: Table } | { ok: false; issue: TableIssue };

export interface ReadTableOptions {
  /** Data rows allowed (the header not counted); one more and the file is refused, unread. */
  maxRows: number;
  /** Force a format; by default JSON when the text starts with `[` or `{`, else CSV or TSV by the header line. */
  format?: TableFormat;
}

const cell = (value: string): string => normalizeText(value).trim();

/**
 * Reads comma- or tab-separated values or a JSON array of objects into rows of cells. The first
 * CSV record is the header; quoted cells may hold the delimiter, doubled quotes and newlines (as
 * Excel writes them); blank lines between rows are skipped. Never throws.
 * @param text - the decoded file (see decodeTable)
 * @param options - the row limit and, optionally, the format
 * @returns the table, or the one issue that stops the whole file
 */
export function readTable(text: string, options: ReadTableOptions): TableResult {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { ok: false, issue: { key: 'empty' } };
  const format = options.format ?? (/^[[{]/.test(body.trimStart()) ? 'json' : sniffDelimiter(body));
  return format === 'json' ? readJson(body, options.maxRows) : readDelimited(body, format, options.maxRows);
}

/** Tab-separated when the first line has more tabs than commas (outside quotes), else comma-separated. */
function sniffDelimiter(text: string): 'csv' | 'tsv' {
  let tabs = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === '\t') tabs += 1;
    else if (!quoted && ch === ',') commas += 1;
  }
  return tabs > commas ? 'tsv' : 'csv';
}

function readDelimited(text: string, format: 'csv' | 'tsv', maxRows: number): TableResult {
  const delimiter = format === 'tsv' ? '\t' : ',';
  const records: { row: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  // Whether the current field began with a quote (then text after its closing quote is kept as is).
  let wasQuoted = false;
  let row = 1;
  let quoteRow = 1;
  const endRecord = (): boolean => {
    fields.push(field);
    const blank = fields.every((f) => f.trim() === '') && !wasQuoted;
    if (!(blank && fields.length === 1)) records.push({ row, fields });
    fields = [];
    field = '';
    wasQuoted = false;
    row += 1;
    // One data row past the limit is enough to refuse the file; nothing more is read.
    return records.length - 1 > maxRows;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else field += ch;
      continue;
    }
    if (ch === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      quoteRow = row;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      wasQuoted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      if (endRecord()) return { ok: false, issue: { key: 'tooManyRows', max: maxRows } };
    } else field += ch;
  }
  if (quoted) return { ok: false, issue: { key: 'unclosedQuote', row: quoteRow } };
  if (field !== '' || fields.length > 0 || wasQuoted) {
    if (endRecord()) return { ok: false, issue: { key: 'tooManyRows', max: maxRows } };
  }
  const [header, ...data] = records;
  if (!header) return { ok: false, issue: { key: 'empty' } };
  const headers = header.fields.map(cell);
  if (data.length === 0) return { ok: false, issue: { key: 'noRows' } };
  const rows = data.map((r) => {
    const cells = headers.map((_, i) => cell(r.fields[i] ?? ''));
    const extra = r.fields.slice(headers.length).map(cell).filter(Boolean);
    return { row: r.row, cells, extra };
  });
  return { ok: true, table: { format, headers, rows } };
}

/** A JSON value as one cell: lists joined with commas (skills, tags); objects cannot be a cell. */
function jsonCell(value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return cell(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => ['string', 'number', 'boolean'].includes(typeof v))) {
    return cell(value.map(String).join(', '));
  }
  return undefined;
}

function readJson(text: string, maxRows: number): TableResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, issue: { key: 'notJson' } };
  }
  if (!Array.isArray(value)) return { ok: false, issue: { key: 'notArray' } };
  if (value.length === 0) return { ok: false, issue: { key: 'noRows' } };
  if (value.length > maxRows) return { ok: false, issue: { key: 'tooManyRows', max: maxRows } };
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    for (const key of Object.keys(item)) {
      const name = cell(key);
      if (!seen.has(name)) {
        seen.add(name);
        headers.push(name);
      }
    }
  }
  const rows = value.map((item: unknown, index): TableRow => {
    const row = index + 1;
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      return { row, cells: headers.map(() => ''), extra: [], problem: 'notObject' };
    }
    const byHeader = new Map(Object.entries(item as Record<string, unknown>).map(([k, v]) => [cell(k), v]));
    const cells = headers.map((h) => jsonCell(byHeader.get(h)));
    if (cells.some((c) => c === undefined)) {
      return { row, cells: cells.map((c) => c ?? ''), extra: [], problem: 'nestedValue' };
    }
    return { row, cells: cells as string[], extra: [] };
  });
  return { ok: true, table: { format: 'json', headers, rows } };
}
