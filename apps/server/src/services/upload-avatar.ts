import crypto from 'node:crypto';
import type { AppDeps } from '../deps';
import { processAvatar } from '../avatars/process-avatar';
import { replaceUserAvatar } from '../db/queries/avatars';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';

/** Public avatar file names: "<userId>-<16 hex>.webp"; a new name on every upload keeps caching simple. */
export const AVATAR_FILE_NAME = /^[1-9]\d{0,9}-[0-9a-f]{16}\.webp$/;

/**
 * Replaces a user's avatar: checks and re-encodes the upload, stores it in the database under a
 * new name and deletes the previous image.
 * @param deps - the app dependencies
 * @param user - the signed-in user
 * @param bytes - the uploaded file
 * @param now - the current time
 * @returns the updated user (its avatar is the new file name)
 */
export async function uploadAvatar(
  deps: AppDeps,
  user: UserRow,
  bytes: Uint8Array,
  now: Date = new Date(),
): Promise<UserRow> {
  const webp = await processAvatar(bytes);
  const fileName = `${user.id}-${crypto.randomBytes(8).toString('hex')}.webp`;
  const updated = await replaceUserAvatar(
    deps.database.db,
    { userId: user.id, fileName, mimeType: 'image/webp', data: webp },
    now,
  );
  if (!updated) throw new AppError('UNAUTHENTICATED');
  return updated;
}
