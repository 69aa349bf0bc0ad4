import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { DownloadEventInsert, PageVisitInsert } from '../schema';

/*
 * Batches go in as one JSON parameter expanded by json_to_recordset: a single bound value instead
 * of seven per row, which PGlite parses several times faster than a 7,000-parameter VALUES list.
 * The same SQL runs on PostgreSQL.
 */

/**
 * Inserts page views in one statement (the rollup trigger runs once for the batch).
 * @param db - the database
 * @param rows - the visits
 */
export async function insertPageVisits(db: Db, rows: PageVisitInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      path: r.path,
      referrer: r.referrer ?? '',
      title: r.title ?? '',
      user_id: r.userId ?? null,
      is_admin: r.isAdmin ?? false,
      visitor_hash: r.visitorHash,
      created_at: (r.createdAt ?? new Date()).toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO page_visits (path, referrer, title, user_id, is_admin, visitor_hash, created_at)
    SELECT path, referrer, title, user_id, is_admin, visitor_hash, created_at
    FROM json_to_recordset(${json}::json) AS x(
      path varchar, referrer varchar, title varchar, user_id integer, is_admin boolean,
      visitor_hash varchar, created_at timestamptz)`);
}

/**
 * Inserts download records in one statement.
 * @param db - the database
 * @param rows - the downloads
 */
export async function insertDownloadEvents(db: Db, rows: DownloadEventInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      card_type: r.cardType,
      template: r.template,
      title: r.title ?? '',
      user_id: r.userId ?? null,
      user_info: r.userInfo ?? null,
      visitor_hash: r.visitorHash,
      created_at: (r.createdAt ?? new Date()).toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO download_events (card_type, template, title, user_id, user_info, visitor_hash, created_at)
    SELECT card_type::card_type, template, title, user_id, user_info, visitor_hash, created_at
    FROM json_to_recordset(${json}::json) AS x(
      card_type text, template varchar, title varchar, user_id integer, user_info jsonb,
      visitor_hash varchar, created_at timestamptz)`);
}
