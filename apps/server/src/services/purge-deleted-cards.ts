import type { FastifyBaseLogger } from 'fastify';
import { CARD_PURGE_AFTER_DAYS } from '@inkcard/shared';
import type { Db } from '../db/client';
import { purgeCardsDeletedBefore } from '../db/queries/cards';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: short transactions, however many cards are due. */
const PURGE_BATCH = 500;

/**
 * Purges every card deleted more than CARD_PURGE_AFTER_DAYS ago, a batch at a time. Safe on
 * several instances at once: each batch skips rows another instance holds, and a row purged twice
 * is simply not there the second time.
 * @param db - the database
 * @param now - the current time
 * @returns how many cards were purged
 */
export async function purgeDeletedCards(db: Db, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - CARD_PURGE_AFTER_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const purged = await purgeCardsDeletedBefore(db, before, PURGE_BATCH);
    total += purged;
    if (purged < PURGE_BATCH) return total;
  }
}

/**
 * Runs the purge now and then (every instance does; see purgeDeletedCards), first a minute after start.
 * @param db - the database, read at each run
 * @param log - where purges and failures are reported
 * @param everyMs - how often (default hourly)
 * @returns a function that stops it
 */
export function sweepDeletedCards(db: () => Db, log: FastifyBaseLogger, everyMs = 3_600_000): () => void {
  const run = (): void => {
    purgeDeletedCards(db())
      .then((purged) => {
        if (purged > 0) log.info({ purged }, 'deleted cards purged');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'deleted cards not purged'));
  };
  const first = setTimeout(run, Math.min(60_000, everyMs));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
