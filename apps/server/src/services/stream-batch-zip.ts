import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { batchManifestCsv, type Lang, type ManifestLine, type RowIssue } from '@inkcard/card-engine';
import { BATCH_MANIFEST_HEADINGS, batchIssueMessage } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { BatchRow } from '../db/schema';
import { listBatchFileNames, listBatchItems, nextBatchFiles } from '../db/queries/batches';
import { AppError } from '../errors';
import { presentRowIssue } from '../presenters/batch';

/** Files read from the database at a time while the ZIP streams (a few MB of PNG). */
const FILES_PER_READ = 16;

/**
 * The manifest's lines: every card with its files, fit and warnings, every row left out with its reason.
 * @param db - the database
 * @param batch - the batch
 * @param locale - the manifest's language
 * @returns one line per row of the file
 */
async function manifestLines(db: Db, batch: BatchRow, locale: Lang): Promise<ManifestLine[]> {
  const [items, files] = await Promise.all([listBatchItems(db, batch.id), listBatchFileNames(db, batch.id)]);
  const names = new Map<number, string[]>();
  for (const f of files) names.set(f.seq, [...(names.get(f.seq) ?? []), f.name]);
  const lines: ManifestLine[] = items.map((item) => {
    if (item.status !== 'done') {
      return { row: item.row, file: '', status: 'failed', notes: batchIssueMessage('renderFailed', locale) };
    }
    const warnings = Array.isArray(item.warnings) ? item.warnings.length : 0;
    const notes = [
      item.fit === 'overflow' ? batchIssueMessage('overflow', locale) : '',
      warnings > 0 ? batchIssueMessage('linesLeftOff', locale, { count: warnings }) : '',
    ].filter(Boolean);
    const status = item.fit === 'shrunk' || item.fit === 'overflow' ? item.fit : 'fits';
    return { row: item.row, file: (names.get(item.seq) ?? []).join(' '), status, notes: notes.join('; ') };
  });
  for (const issue of (batch.skipped as RowIssue[] | null) ?? []) {
    const notes = presentRowIssue(batch.kind, issue, locale).message;
    lines.push({ row: issue.row, file: '', status: 'skipped', notes });
  }
  return lines;
}

/**
 * A finished batch as a ZIP, streamed while it is read: `manifest.csv` (row → file → fit, warnings
 * or the reason a row was left out), then every PNG in row order, stored (PNGs are compressed
 * already). The database is read a few files at a time and the stream waits for a slow client,
 * so a 1,000-card batch never sits in memory whole.
 * @param db - the database
 * @param batch - the batch (its owner checked by the caller)
 * @param locale - the manifest's language
 * @returns the ZIP's bytes as a stream
 */
export async function streamBatchZip(db: Db, batch: BatchRow, locale: Lang): Promise<Readable> {
  if (batch.status === 'cancelled') throw new AppError('BATCH_CANCELLED');
  if (batch.status !== 'done') throw new AppError('BATCH_NOT_DONE');
  const lines = await manifestLines(db, batch, locale);
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const manifest = new ZipDeflate('manifest.csv', { level: 6 });
  zip.add(manifest);
  manifest.push(new TextEncoder().encode(batchManifestCsv(BATCH_MANIFEST_HEADINGS[locale], lines)), true);
  void (async () => {
    let after: { seq: number; page: number } | undefined;
    for (;;) {
      const files = await nextBatchFiles(db, batch.id, after, FILES_PER_READ);
      if (files.length === 0) break;
      for (const file of files) {
        const entry = new ZipPassThrough(file.name);
        zip.add(entry);
        entry.push(file.data, true);
        if (out.writableNeedDrain) await once(out, 'drain');
      }
      after = files.at(-1)!;
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
