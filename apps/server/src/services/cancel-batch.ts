import { BATCH_RESULT_TTL_MS } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { cancelBatchRow, findBatch } from '../db/queries/batches';
import type { BatchRow } from '../db/schema';
import { AppError } from '../errors';

/**
 * Cancels a batch: it stops where it is (cards being drawn finish, the waiting ones are dropped
 * from the queue). A finished batch stays as it is.
 * @param deps - the app's dependencies
 * @param batch - the batch (its owner or an administrator checked by the caller)
 * @returns the batch after the change
 */
export async function cancelBatch(deps: AppDeps, batch: BatchRow): Promise<BatchRow> {
  if (await cancelBatchRow(deps.database.db, batch.id, BATCH_RESULT_TTL_MS)) {
    await deps.batches.queue.removeBatch(batch.id);
  }
  const after = await findBatch(deps.database.db, batch.id);
  if (!after) throw new AppError('BATCH_NOT_FOUND');
  return after;
}
