import { setTimeout as sleep } from 'node:timers/promises';
import type { BatchProgressEvent, BatchStatus } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { BatchRow } from '../db/schema';
import { findBatch } from '../db/queries/batches';

/** How often a batch's progress is read while someone watches it. */
const POLL_MS = 500;
/** A watch ends after this long, finished or not (the client reconnects). */
const WATCH_MAX_MS = 30 * 60_000;

/**
 * A batch's progress as it changes: its counts are read from the database (any instance's and any
 * worker's cards count, whoever serves the stream), and each change is yielded, until it is done or
 * cancelled, the watcher leaves, or half an hour has passed.
 * @param db - the database
 * @param batch - the batch as first read
 * @param signal - aborted when the watcher leaves
 * @returns the progress events
 */
export async function* watchBatch(db: Db, batch: BatchRow, signal: AbortSignal): AsyncGenerator<BatchProgressEvent> {
  const started = Date.now();
  let last = '';
  let current: BatchRow | undefined = batch;
  while (current && !signal.aborted) {
    const event: BatchProgressEvent = {
      status: current.status as BatchStatus,
      total: current.total,
      done: current.done,
      failed: current.failed,
    };
    const key = JSON.stringify(event);
    if (key !== last) {
      last = key;
      yield event;
    }
    if (event.status === 'done' || event.status === 'cancelled' || Date.now() - started > WATCH_MAX_MS) return;
    await sleep(POLL_MS, undefined, { signal }).catch(() => undefined);
    if (signal.aborted) return;
    current = await findBatch(db, batch.id);
  }
}
