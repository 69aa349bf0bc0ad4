import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimits } from '../schema';

/** Hits to add to one counter. */
export interface CounterHits {
  /** The counter's key, window index included. */
  key: string;
  /** How many hits to add; negative to give some back. */
  hits: number;
  /** When the counter stops mattering and may be deleted. */
  expiresAt: Date;
}

/**
 * Adds hits to counters, creating them as needed, in one statement; concurrent callers (on any
 * instance) each see their own addition counted exactly once.
 * @param db - the database
 * @param counters - keys, hits to add and expiries
 * @returns each key's total after the addition
 */
export async function addCounterHits(db: Db, counters: readonly CounterHits[]): Promise<Map<string, number>> {
  if (counters.length === 0) return new Map();
  const rows = await db
    .insert(rateLimits)
    .values(counters.map((c) => ({ key: c.key, hits: c.hits, expiresAt: c.expiresAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`${rateLimits.hits} + excluded.hits`,
        expiresAt: sql`greatest(${rateLimits.expiresAt}, excluded.expires_at)`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits });
  return new Map(rows.map((r) => [r.key, r.hits]));
}

/**
 * Reads counters.
 * @param db - the database
 * @param keys - the counters' keys
 * @returns the totals of the keys that exist
 */
export async function readCounters(db: Db, keys: readonly string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: rateLimits.key, hits: rateLimits.hits })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.hits]));
}

/**
 * Deletes counters whose windows no longer matter.
 * @param db - the database
 * @param now - the current time
 */
export async function deleteExpiredCounters(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now));
}

/**
 * Deletes counters (a throttle cleared once its account's owner proved who they are).
 * @param db - the database
 * @param keys - the counters' keys
 */
export async function deleteCounters(db: Db, keys: readonly string[]): Promise<void> {
  if (keys.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.key, [...keys]));
}
