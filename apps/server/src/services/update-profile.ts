import type { AppDeps } from '../deps';
import { findUserByUsername, updateUsername } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { uniqueViolation } from './unique-violation';

/**
 * Changes a user's username. The same name answers NO_CHANGES; a name another user holds (in any
 * letter case) answers USERNAME_TAKEN; changing only the letter case of one's own name is allowed.
 * @param deps - the app dependencies
 * @param user - the signed-in user
 * @param username - the new, trimmed username
 * @param now - the current time
 * @returns the updated user
 */
export async function updateProfile(
  deps: AppDeps,
  user: UserRow,
  username: string,
  now: Date = new Date(),
): Promise<UserRow> {
  const { db } = deps.database;
  if (username === user.username) throw new AppError('NO_CHANGES');
  const holder = await findUserByUsername(db, username);
  if (holder && holder.id !== user.id) throw new AppError('USERNAME_TAKEN');
  try {
    const updated = await updateUsername(db, user.id, username, now);
    if (!updated) throw new AppError('UNAUTHENTICATED');
    return updated;
  } catch (error) {
    if (uniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
    throw error;
  }
}
