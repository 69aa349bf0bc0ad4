import type { AdminLoginResponse } from '@inkcard/shared';
import type { Db } from '../db/client';
import { findUserByEmail, findUserByUsername } from '../db/queries/users';
import { AppError } from '../errors';
import { canAccessAdminConsole } from '../policies/roles';
import { presentUser } from '../presenters/user';
import { getDummyHash, verifyPassword } from './passwords';
import { createSession } from './sessions';

/**
 * Signs an administrator in to the console with a separate admin session. Every failure (unknown
 * account, wrong password, a role without console access) gives the same answer after the same
 * work: a password check always runs, against a dummy hash when the account is unknown.
 * @param db - the database
 * @param login - email or username
 * @param password - the plain password
 * @returns the admin token and the user
 */
export async function adminLogin(db: Db, login: string, password: string): Promise<AdminLoginResponse> {
  const key = login.trim();
  const user = key.includes('@') ? await findUserByEmail(db, key.toLowerCase()) : await findUserByUsername(db, key);
  const matches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !matches || !canAccessAdminConsole(user.role)) throw new AppError('ADMIN_INVALID_CREDENTIALS');
  const { token } = await createSession(db, user.id, { kind: 'admin' });
  return { success: true, token, user: presentUser(user) };
}
