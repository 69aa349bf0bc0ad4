import { count, desc, gte, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { cspReports, type CspReportInsert, type CspReportRow } from '../schema';

/**
 * Stores violation reports.
 * @param db - the database
 * @param rows - the reports, already cut to their columns
 */
export async function insertCspReports(db: Db, rows: readonly CspReportInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(cspReports).values([...rows]);
}

/**
 * How many reports were stored since a time.
 * @param db - the database
 * @param since - the start
 * @returns the count
 */
export async function countCspReportsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cspReports).where(gte(cspReports.createdAt, since));
  return row?.n ?? 0;
}

/**
 * A page of reports, the newest first, and how many there are.
 * @param db - the database
 * @param page - 1-based
 * @param pageSize - reports per page
 * @returns the rows and the total
 */
export async function listCspReports(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ rows: CspReportRow[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(cspReports)
      .orderBy(desc(cspReports.createdAt), desc(cspReports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cspReports),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/**
 * Deletes reports older than a time.
 * @param db - the database
 * @param before - the cut-off
 */
export async function deleteCspReportsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(cspReports).where(lt(cspReports.createdAt, before));
}
