import type { AdminQueueResponse, Locale } from '@inkcard/shared';
import { BATCH_WORKER_STALE_MS } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { batchItemCounts, listBatchWorkers, recentBatches } from '../db/queries/batches';
import { presentBatch } from '../presenters/batch';

/** Batches the console lists. */
const RECENT_BATCHES = 20;

/**
 * The batch queue as the admin console shows it: cards waiting, rendering and failed, every
 * rendering process with its throughput (cards in the last minute) and whether it still reports,
 * and the latest batches with their owners.
 * @param deps - the app's dependencies
 * @param locale - the requester's language
 * @returns the overview
 */
export async function getQueueOverview(deps: AppDeps, locale: Locale): Promise<AdminQueueResponse> {
  const db = deps.database.db;
  const now = new Date();
  const [counts, workers, batches] = await Promise.all([
    batchItemCounts(db),
    listBatchWorkers(db, now),
    recentBatches(db, RECENT_BATCHES),
  ]);
  return {
    success: true,
    ...counts,
    engine: deps.batches.queue.engine,
    workers: workers.map((w) => ({
      id: w.id,
      role: w.role === 'worker' ? 'worker' : 'web',
      host: w.host,
      startedAt: w.startedAt.toISOString(),
      lastSeenAt: w.lastSeenAt.toISOString(),
      alive: now.getTime() - w.lastSeenAt.getTime() < BATCH_WORKER_STALE_MS,
      cardsLastMinute: w.cardsLastMinute,
      cardsTotal: w.cardsTotal,
    })),
    batches: batches.map((b) => ({ ...presentBatch(b, locale), owner: b.owner })),
  };
}
