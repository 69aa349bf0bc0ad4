import { decodeTable, readTable, type Table, type TableEncoding, type TableIssue } from '@inkcard/card-engine';
import { BATCH_FILE_MAX_BYTES, BATCH_MAX_ROWS } from '@inkcard/shared';

/** A spreadsheet read in the browser: its table, the text it came from, and how it was decoded. */
export type BatchFile =
  | { ok: true; table: Table; text: string; encoding: TableEncoding; name: string }
  | { ok: false; issue: TableIssue | { key: 'tooLarge' } };

/**
 * Reads the file a user chose: refused past BATCH_FILE_MAX_BYTES, decoded as UTF-8 or GBK
 * (detected, or as the user says), and read as CSV, TSV or JSON up to BATCH_MAX_ROWS rows.
 * @param file - the chosen file
 * @param encoding - `auto`, `utf-8` or `gbk`
 * @returns the table, or why the file cannot be used
 */
export async function readBatchFile(
  file: Blob & { name?: string },
  encoding: TableEncoding | 'auto',
): Promise<BatchFile> {
  if (file.size > BATCH_FILE_MAX_BYTES) return { ok: false, issue: { key: 'tooLarge' } };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const decoded = decodeTable(bytes, encoding);
  const format = /\.tsv$/i.test(file.name ?? '') ? 'tsv' : undefined;
  const read = readTable(decoded.text, { maxRows: BATCH_MAX_ROWS, ...(format ? { format } : {}) });
  if (!read.ok) return { ok: false, issue: read.issue };
  return { ok: true, table: read.table, text: decoded.text, encoding: decoded.encoding, name: file.name ?? '' };
}
