import type { Db } from '../client';
import { downloadEvents, pageVisits, type DownloadEventInsert, type PageVisitInsert } from '../schema';

/**
 * Inserts page views in one multi-row statement (the rollup trigger runs once for the batch).
 * @param db - the database
 * @param rows - the visits
 */
export async function insertPageVisits(db: Db, rows: PageVisitInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pageVisits).values(rows);
}

/**
 * Inserts download records in one multi-row statement.
 * @param db - the database
 * @param rows - the downloads
 */
export async function insertDownloadEvents(db: Db, rows: DownloadEventInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(downloadEvents).values(rows);
}
