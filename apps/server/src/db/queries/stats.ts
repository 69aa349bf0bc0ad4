import { and, between, desc, gte, lt, sql } from 'drizzle-orm';
import type { CardType } from '@inkcard/shared';
import type { Db } from '../client';
import { downloadDailyCounts, downloadEvents, users, visitDailyCounts } from '../schema';

/**
 * Statistics read the per-day rollups that triggers keep (visit_daily_counts,
 * download_daily_counts), never the raw event tables, so their cost depends on the number of
 * days and distinct paths, not on the millions of events. Days are UTC dates 'YYYY-MM-DD'.
 */

/** A count for one UTC day. */
export interface DayCount {
  day: string;
  count: number;
}

/**
 * Page views per UTC day in an inclusive range; days without visits are absent.
 * @param db - the database
 * @param from - first day, 'YYYY-MM-DD'
 * @param to - last day, 'YYYY-MM-DD'
 * @returns one row per day with visits
 */
export async function visitsPerDay(db: Db, from: string, to: string): Promise<DayCount[]> {
  return db
    .select({
      day: sql<string>`${visitDailyCounts.day}::text`,
      count: sql<number>`sum(${visitDailyCounts.count})::int`,
    })
    .from(visitDailyCounts)
    .where(between(visitDailyCounts.day, from, to))
    .groupBy(visitDailyCounts.day);
}

/**
 * Card downloads per UTC day in an inclusive range; days without downloads are absent.
 * @param db - the database
 * @param from - first day
 * @param to - last day
 * @returns one row per day with downloads
 */
export async function downloadsPerDay(db: Db, from: string, to: string): Promise<DayCount[]> {
  return db
    .select({
      day: sql<string>`${downloadDailyCounts.day}::text`,
      count: sql<number>`sum(${downloadDailyCounts.count})::int`,
    })
    .from(downloadDailyCounts)
    .where(between(downloadDailyCounts.day, from, to))
    .groupBy(downloadDailyCounts.day);
}

/**
 * Downloads per card type over a range, most first.
 * @param db - the database
 * @param from - first day
 * @param to - last day
 * @returns card types with their counts
 */
export async function downloadsByCardType(
  db: Db,
  from: string,
  to: string,
): Promise<{ cardType: CardType; count: number }[]> {
  const count = sql<number>`sum(${downloadDailyCounts.count})::int`;
  return db
    .select({ cardType: downloadDailyCounts.cardType, count })
    .from(downloadDailyCounts)
    .where(between(downloadDailyCounts.day, from, to))
    .groupBy(downloadDailyCounts.cardType)
    .orderBy(desc(count), downloadDailyCounts.cardType);
}

/**
 * The most downloaded templates over a range.
 * @param db - the database
 * @param from - first day
 * @param to - last day
 * @param limit - how many
 * @returns template ids with their counts, most first
 */
export async function downloadsByTemplate(
  db: Db,
  from: string,
  to: string,
  limit: number,
): Promise<{ template: string; count: number }[]> {
  const count = sql<number>`sum(${downloadDailyCounts.count})::int`;
  return db
    .select({ template: downloadDailyCounts.template, count })
    .from(downloadDailyCounts)
    .where(between(downloadDailyCounts.day, from, to))
    .groupBy(downloadDailyCounts.template)
    .orderBy(desc(count), downloadDailyCounts.template)
    .limit(limit);
}

/**
 * The most visited paths over a range.
 * @param db - the database
 * @param from - first day
 * @param to - last day
 * @param limit - how many
 * @returns paths with their counts, most first
 */
export async function topPages(
  db: Db,
  from: string,
  to: string,
  limit: number,
): Promise<{ path: string; count: number }[]> {
  const count = sql<number>`sum(${visitDailyCounts.count})::int`;
  return db
    .select({ path: visitDailyCounts.path, count })
    .from(visitDailyCounts)
    .where(between(visitDailyCounts.day, from, to))
    .groupBy(visitDailyCounts.path)
    .orderBy(desc(count), visitDailyCounts.path)
    .limit(limit);
}

/**
 * New accounts per UTC day between two instants (users are few; the created_at index serves it).
 * @param db - the database
 * @param start - inclusive, the first day's UTC midnight
 * @param end - exclusive, the day after the last day's UTC midnight
 * @returns one row per day with registrations
 */
export async function registrationsPerDay(db: Db, start: Date, end: Date): Promise<DayCount[]> {
  const day = sql<string>`((${users.createdAt} AT TIME ZONE 'UTC')::date)::text`;
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, start), lt(users.createdAt, end)))
    .groupBy(day);
}

/** Download events of the public API (its partial index) in [start, end). */
const apiRendersBetween = (start: Date, end: Date) =>
  and(sql`${downloadEvents.source} = 'api'`, gte(downloadEvents.createdAt, start), lt(downloadEvents.createdAt, end));

/**
 * Renders of the public API and MCP per UTC day (download events marked `api`; their partial
 * index keeps this read to the API's own rows).
 * @param db - the database
 * @param start - the range's first instant
 * @param end - the instant after its last day
 * @returns one row per day with API renders
 */
export async function apiRendersPerDay(db: Db, start: Date, end: Date): Promise<DayCount[]> {
  const day = sql<string>`to_char(${downloadEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  return db
    .select({ day, count: sql<number>`count(*)::int` })
    .from(downloadEvents)
    .where(apiRendersBetween(start, end))
    .groupBy(day);
}

/**
 * API renders per template over a range, most first.
 * @param db - the database
 * @param start - the range's first instant
 * @param end - the instant after its last day
 * @param limit - how many templates
 * @returns templates with their counts
 */
export async function apiRendersByTemplate(
  db: Db,
  start: Date,
  end: Date,
  limit: number,
): Promise<{ template: string; count: number }[]> {
  const count = sql<number>`count(*)::int`;
  return db
    .select({ template: downloadEvents.template, count })
    .from(downloadEvents)
    .where(apiRendersBetween(start, end))
    .groupBy(downloadEvents.template)
    .orderBy(desc(count))
    .limit(limit);
}

/**
 * The accounts that rendered most through the API over a range.
 * @param db - the database
 * @param start - the range's first instant
 * @param end - the instant after its last day
 * @param limit - how many accounts
 * @returns usernames with their counts
 */
export async function apiRendersByUser(
  db: Db,
  start: Date,
  end: Date,
  limit: number,
): Promise<{ username: string; count: number }[]> {
  const count = sql<number>`count(*)::int`;
  return db
    .select({ username: users.username, count })
    .from(downloadEvents)
    .innerJoin(users, sql`${users.id} = ${downloadEvents.userId}`)
    .where(apiRendersBetween(start, end))
    .groupBy(users.username)
    .orderBy(desc(count))
    .limit(limit);
}
