import type { AppDeps } from '../deps';
import { updatePasswordHash } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { assertAcceptablePassword, hashPassword, verifyPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

/**
 * Changes a signed-in user's password after checking the current one, and signs out every other
 * session (a thief's included) while keeping the one making the change.
 * @param deps - the app dependencies
 * @param user - the signed-in user
 * @param input - the current and the new password, and the token to keep
 * @param now - the current time
 */
export async function changePassword(
  deps: AppDeps,
  user: UserRow,
  input: { currentPassword: string; newPassword: string; keepToken: string },
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps.database;
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('CURRENT_PASSWORD_WRONG');
  assertAcceptablePassword(input.newPassword);
  await updatePasswordHash(db, user.id, await hashPassword(input.newPassword), now);
  await revokeOtherSessions(db, user.id, input.keepToken);
}
