import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { insertDownloadEvents, insertPageVisits } from '../db/queries/events';
import type { DownloadEventInsert, PageVisitInsert } from '../db/schema';
import { isStorageFull, isValueError } from '../db/errors';
import { BatchWriter } from './batch-writer';
import { TokenOwnerCache } from './token-owner-cache';
import { VisitorCache } from './visitor-hash';

/** Flush when this many rows wait… */
export const TRACKING_MAX_BATCH = 1_000;
/** …and at least this often. */
export const TRACKING_FLUSH_INTERVAL_MS = 1_000;
/** Rows kept in memory while the database is unreachable. */
const TRACKING_MAX_PENDING = 200_000;

/** The process's tracking pipeline: the two batch writers and the sender caches. */
export interface TrackingWriter {
  visits: BatchWriter<PageVisitInsert>;
  downloads: BatchWriter<DownloadEventInsert>;
  owners: TokenOwnerCache;
  visitors: VisitorCache;
  /** Writes everything buffered so far (statistics call it to be exact). */
  flush(): Promise<void>;
  /** Flushes and stops (app shutdown). */
  close(): Promise<void>;
}

const writers = new WeakMap<AppDeps, TrackingWriter>();

/**
 * The tracking writer of an app, created on first use: one per set of dependencies, so each test
 * server has its own and the tracking routes, statistics and shutdown all share it.
 * @param deps - the app's dependencies
 * @param log - where write failures are reported
 * @returns the writer
 */
export function trackingWriterFor(deps: AppDeps, log?: FastifyBaseLogger): TrackingWriter {
  const existing = writers.get(deps);
  if (existing) return existing;
  const { db } = deps.database;
  const onError = (error: unknown, context: { rows: number; dropped: number }): void => {
    // Kept and retried like an unreachable database; health says degraded meanwhile.
    if (isStorageFull(error)) deps.instance.markStorageFull();
    log?.error({ err: error, ...context }, 'tracking write failed');
  };
  const common = {
    maxBatch: TRACKING_MAX_BATCH,
    intervalMs: TRACKING_FLUSH_INTERVAL_MS,
    maxPending: TRACKING_MAX_PENDING,
    isRowError: isValueError,
  };
  const visits = new BatchWriter<PageVisitInsert>({
    ...common,
    onError,
    write: (rows) => insertPageVisits(deps.database, rows),
  });
  const downloads = new BatchWriter<DownloadEventInsert>({
    ...common,
    onError,
    write: (rows) => insertDownloadEvents(deps.database, rows),
  });
  const writer: TrackingWriter = {
    visits,
    downloads,
    owners: new TokenOwnerCache(db),
    visitors: new VisitorCache(deps.secret),
    async flush() {
      await Promise.all([visits.flush(), downloads.flush()]);
    },
    async close() {
      await Promise.all([visits.close(), downloads.close()]);
    },
  };
  writers.set(deps, writer);
  return writer;
}
