import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { addCounterHits, deleteCounters, deleteExpiredCounters, readCounters } from '../db/queries/rate-limits';
import { keyedHash } from '../services/keyed-hash';

/*
 * Rate-limit state lives in the database (PostgreSQL, or PGlite for one instance), so every
 * instance behind a load balancer counts against the same limits. Windows are fixed and aligned
 * to the epoch, so instances agree on them without talking to each other: a counter's key is
 * `<limit>:<subject>:<window index>`, and adding to it is one atomic upsert.
 */

/** A fixed window of time, aligned to the epoch. */
export interface TimeWindow {
  index: number;
  startsAt: number;
  endsAt: number;
}

/**
 * The window a time falls in.
 * @param now - ms since the epoch
 * @param windowMs - the window's length
 * @returns its index, start and end
 */
export function windowAt(now: number, windowMs: number): TimeWindow {
  const index = Math.floor(now / windowMs);
  return { index, startsAt: index * windowMs, endsAt: (index + 1) * windowMs };
}

/**
 * The stored form of what a limit counts (an address, an account): a keyed hash, so the table
 * never holds an address or an email, with 128 bits left to keep keys apart.
 * @param secret - the server secret
 * @param limit - the limit's name
 * @param subject - what is counted
 * @returns 32 hex characters
 */
export function counterSubject(secret: string, limit: string, subject: string): string {
  return keyedHash(secret, 'rate-limit', limit, subject).slice(0, 32);
}

const keyOf = (limit: string, subject: string, index: number): string => `${limit}:${subject}:${index}`;

/**
 * Counts hits against a fixed-window limit, exactly: one round trip to the database per call.
 * @param db - the database
 * @param limit - the limit's name (part of the key)
 * @param subject - the hashed subject (counterSubject)
 * @param windowMs - the window's length
 * @param now - the current time in ms
 * @param hits - how many hits to add (negative gives some back)
 * @returns the window's total after this call and when the window ends (ms since the epoch)
 */
export async function countHits(
  db: Db,
  limit: string,
  subject: string,
  windowMs: number,
  now: number,
  hits = 1,
): Promise<{ total: number; resetAt: number }> {
  const window = windowAt(now, windowMs);
  const key = keyOf(limit, subject, window.index);
  const totals = await addCounterHits(db, [{ key, hits, expiresAt: new Date(window.endsAt) }]);
  return { total: totals.get(key) ?? hits, resetAt: window.endsAt };
}

/** A sliding-window count: this window's hits and the previous window's, weighted by overlap. */
export interface SlidingCount {
  current: number;
  previous: number;
  /** How far into the current window `now` is, 0 to 1. */
  elapsed: number;
  windowMs: number;
  /** The current window's index, to give hits back to the same counter. */
  index: number;
}

/**
 * The number of hits in the sliding window ending now, estimated from two fixed windows: all of
 * the current one and the part of the previous one still inside the sliding window.
 * @param count - the two windows' counts
 * @returns the estimate
 */
export function slidingEstimate(count: SlidingCount): number {
  return count.previous * (1 - count.elapsed) + count.current;
}

/**
 * How long until the sliding estimate, without one more hit, stays under a maximum so that one
 * more hit fits (assuming no other hits arrive).
 * @param count - the two windows' counts, the hit being refused not included
 * @param max - the most hits the sliding window allows
 * @returns milliseconds, 0 when a hit would fit now
 */
export function msUntilRoom(count: SlidingCount, max: number): number {
  const room = max - 1;
  const { current, previous, elapsed, windowMs } = count;
  if (slidingEstimate(count) <= room) return 0;
  if (current <= room && previous > 0) {
    // Later in this window: previous * (1 - e) + current <= room.
    const e = 1 - (room - current) / previous;
    return Math.ceil((e - elapsed) * windowMs);
  }
  // Only in the next window, once this one has slid out far enough: current * (1 - e) <= room.
  const e = current > 0 ? Math.max(0, 1 - room / current) : 0;
  return Math.ceil((1 - elapsed + e) * windowMs);
}

/**
 * Adds hits to a sliding-window limit and reads the count it now holds.
 * @param db - the database
 * @param limit - the limit's name
 * @param subject - the hashed subject
 * @param windowMs - the window's length
 * @param now - the current time in ms
 * @param hits - how many hits to add (0 only reads)
 * @returns both windows' counts, this call's hits included
 */
export async function countSliding(
  db: Db,
  limit: string,
  subject: string,
  windowMs: number,
  now: number,
  hits = 1,
): Promise<SlidingCount> {
  const window = windowAt(now, windowMs);
  const currentKey = keyOf(limit, subject, window.index);
  const previousKey = keyOf(limit, subject, window.index - 1);
  // The counter is kept one more window, while it is the "previous" one.
  const [added, previous] = await Promise.all([
    hits === 0
      ? readCounters(db, [currentKey])
      : addCounterHits(db, [{ key: currentKey, hits, expiresAt: new Date(window.endsAt + windowMs) }]),
    readCounters(db, [previousKey]),
  ]);
  return {
    current: added.get(currentKey) ?? 0,
    previous: previous.get(previousKey) ?? 0,
    elapsed: (now - window.startsAt) / windowMs,
    windowMs,
    index: window.index,
  };
}

/**
 * Gives hits back to a sliding-window counter (an attempt that turned out not to count).
 * @param db - the database
 * @param limit - the limit's name
 * @param subject - the hashed subject
 * @param count - what countSliding answered for the hit being given back
 */
export async function giveBackSliding(db: Db, limit: string, subject: string, count: SlidingCount): Promise<void> {
  const key = keyOf(limit, subject, count.index);
  await addCounterHits(db, [{ key, hits: -1, expiresAt: new Date((count.index + 2) * count.windowMs) }]);
}

/**
 * Empties a sliding-window counter: both windows the estimate reads.
 * @param db - the database
 * @param limit - the limit's name
 * @param subject - the hashed subject
 * @param windowMs - the window's length
 * @param now - the current time in ms
 */
export async function clearSliding(
  db: Db,
  limit: string,
  subject: string,
  windowMs: number,
  now: number,
): Promise<void> {
  const { index } = windowAt(now, windowMs);
  await deleteCounters(db, [keyOf(limit, subject, index), keyOf(limit, subject, index - 1)]);
}

/**
 * A fixed-window limit for a hot path, where a database round trip per request would cost more
 * than the request: decisions are taken in memory from the totals the database answered at the
 * last flush plus this instance's hits since, and the hits are written in one batched upsert a
 * few times a second. All instances count against one total; between flushes each may let
 * through what the others admitted since their last flush, which bounds the overshoot.
 */
export class BatchedLimiter {
  private readonly entries = new Map<string, { index: number; known: number; pending: number }>();
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> | undefined;
  private failedOnce = false;

  /**
   * @param db - the database, read when flushing
   * @param limit - the limit's name
   * @param max - hits allowed per subject and window
   * @param windowMs - the window's length
   * @param log - where a failing flush is reported (once, until one succeeds)
   * @param flushMs - how often hits are written
   * @param now - the clock windows are counted on (deps.now: tests pin it inside one window)
   */
  constructor(
    private readonly db: () => Db,
    private readonly limit: string,
    readonly max: number,
    readonly windowMs: number,
    private readonly log: FastifyBaseLogger,
    flushMs = 250,
    private readonly now: () => number = Date.now,
  ) {
    this.timer = setInterval(() => void this.flush(), flushMs);
    this.timer.unref();
  }

  /**
   * Counts one hit, if it fits.
   * @param subject - the hashed subject
   * @param now - the current time in ms
   * @returns whether it fits, and when the window ends (ms since the epoch)
   */
  hit(subject: string, now = this.now()): { allowed: boolean; resetAt: number } {
    const window = windowAt(now, this.windowMs);
    let entry = this.entries.get(subject);
    if (!entry || entry.index !== window.index) {
      entry = { index: window.index, known: 0, pending: 0 };
      this.entries.set(subject, entry);
    }
    if (entry.known + entry.pending >= this.max) return { allowed: false, resetAt: window.endsAt };
    entry.pending++;
    return { allowed: true, resetAt: window.endsAt };
  }

  /** Writes the hits counted since the last flush and learns every instance's totals. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async write(): Promise<void> {
    const batch = [...this.entries]
      .filter(([, e]) => e.pending > 0)
      .map(([subject, e]) => ({ subject, e, sent: e.pending }));
    const current = windowAt(this.now(), this.windowMs).index;
    if (batch.length > 0) {
      try {
        const totals = await addCounterHits(
          this.db(),
          batch.map(({ subject, e, sent }) => ({
            key: keyOf(this.limit, subject, e.index),
            hits: sent,
            expiresAt: new Date((e.index + 1) * this.windowMs),
          })),
        );
        for (const { subject, e, sent } of batch) {
          e.pending -= sent;
          e.known = totals.get(keyOf(this.limit, subject, e.index)) ?? e.known + sent;
        }
        this.failedOnce = false;
      } catch (error) {
        // Kept pending: the next flush tries again. Decisions go on from what is known.
        if (!this.failedOnce) this.log.warn({ err: error, limit: this.limit }, 'rate-limit counters not written');
        this.failedOnce = true;
      }
    }
    for (const [subject, e] of this.entries) if (e.index < current && e.pending === 0) this.entries.delete(subject);
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/**
 * Deletes expired counters now and then, so the table holds only live windows.
 * @param db - the database
 * @param log - where a failure is reported
 * @param everyMs - how often
 * @returns a function that stops it
 */
export function sweepExpiredCounters(db: () => Db, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  const timer = setInterval(() => {
    deleteExpiredCounters(db(), new Date()).catch((error: unknown) =>
      log.warn({ err: error }, 'expired rate-limit counters not deleted'),
    );
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
