import type { AppDeps } from '../deps';
import { deleteAccountRows } from '../db/queries/account-data';
import { countUsersWithRole } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { trackingWriterFor } from '../tracking/tracking-writer';
import { verifyPassword } from './passwords';

/**
 * Deletes the signed-in user's own account, confirmed by its password (issue 31): every session
 * ends, and the avatar, emailed codes and the account go; usage records stay in the statistics
 * without the account. The last super admin cannot leave the site without one.
 * @param deps - the app dependencies
 * @param user - the signed-in user
 * @param password - their password, typed again
 */
export async function deleteAccount(deps: AppDeps, user: UserRow, password: string): Promise<void> {
  const { db } = deps.database;
  if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('CURRENT_PASSWORD_WRONG');
  if (user.role === 'superAdmin' && (await countUsersWithRole(db, 'superAdmin')) <= 1) {
    throw new AppError('LAST_SUPER_ADMIN_LEAVING');
  }
  const tracking = trackingWriterFor(deps);
  // Buffered page views of this user are written first, so they are anonymised with the rest.
  tracking.owners.forgetUser(user.id);
  await tracking.flush();
  await deleteAccountRows(db, user);
}
