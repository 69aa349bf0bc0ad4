import type { AdminStatsResponse, DailyCount } from '@inkcard/shared';
import type { Db } from '../db/client';
import {
  apiRendersByTemplate,
  apiRendersByUser,
  apiRendersPerDay,
  downloadsByCardType,
  downloadsByTemplate,
  downloadsPerDay,
  registrationsPerDay,
  topPages,
  visitsPerDay,
  type DayCount,
} from '../db/queries/stats';

const DAY_MS = 86_400_000;
/** How many templates and pages the breakdowns list. */
const TOP_LIMIT = 10;

/**
 * The last `days` UTC days ending today, oldest first. Statistics are UTC throughout so every
 * administrator, wherever they are, sees the same numbers for the same day.
 * @param now - the current instant
 * @param days - how many days
 * @returns 'YYYY-MM-DD' strings
 */
export function lastUtcDays(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * Spreads sparse per-day counts over every day of a range, with zeros for missing days.
 * @param days - the range, oldest first
 * @param rows - the counts the database returned
 * @returns one entry per day
 */
export function fillDays(days: string[], rows: DayCount[]): DailyCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r.count]));
  return days.map((date) => ({ date, count: byDay.get(date) ?? 0 }));
}

/**
 * Usage statistics over the last 7, 30 or 90 UTC days (today included): visits, downloads and
 * registrations per day, downloads by card type and template, the top pages, and the public
 * API's renders (per day, by template, by account; they count among the downloads too).
 * @param db - the database
 * @param days - 7, 30 or 90
 * @param now - the current instant
 * @returns the stats response
 */
export async function getStats(db: Db, days: number, now: Date = new Date()): Promise<AdminStatsResponse> {
  const range = lastUtcDays(now, days);
  const from = range[0]!;
  const to = range[range.length - 1]!;
  const start = new Date(`${from}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${to}T00:00:00.000Z`) + DAY_MS);
  const [visits, downloads, registrations, byCardType, byTemplate, pages, apiDays, apiTemplates, apiUsers] =
    await Promise.all([
      visitsPerDay(db, from, to),
      downloadsPerDay(db, from, to),
      registrationsPerDay(db, start, end),
      downloadsByCardType(db, from, to),
      downloadsByTemplate(db, from, to, TOP_LIMIT),
      topPages(db, from, to, TOP_LIMIT),
      apiRendersPerDay(db, start, end),
      apiRendersByTemplate(db, start, end, TOP_LIMIT),
      apiRendersByUser(db, start, end, TOP_LIMIT),
    ]);
  return {
    success: true,
    days,
    visits: fillDays(range, visits),
    downloads: fillDays(range, downloads),
    registrations: fillDays(range, registrations),
    downloadsByCardType: byCardType,
    downloadsByTemplate: byTemplate,
    topPages: pages,
    api: { rendersPerDay: fillDays(range, apiDays), byTemplate: apiTemplates, byUser: apiUsers },
  };
}
