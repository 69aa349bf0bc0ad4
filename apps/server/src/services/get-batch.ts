import { isAdminRole } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { BatchRow, UserRow } from '../db/schema';
import { findBatch } from '../db/queries/batches';
import { AppError } from '../errors';

/**
 * A batch its requester may see: their own (an administrator may see any). Another user's batch
 * is answered as missing, so ids cannot be probed.
 * @param db - the database
 * @param user - the requester
 * @param id - the batch id
 * @returns the batch
 */
export async function getOwnBatch(db: Db, user: UserRow, id: string): Promise<BatchRow> {
  const batch = await findBatch(db, id);
  if (!batch || (batch.userId !== user.id && !isAdminRole(user.role)) || batch.expiresAt < new Date()) {
    throw new AppError('BATCH_NOT_FOUND');
  }
  return batch;
}
