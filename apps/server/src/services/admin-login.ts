import type { FastifyBaseLogger } from 'fastify';
import type { AdminLoginResponse } from '@inkcard/shared';
import type { AppDeps } from '../deps';
import { findUserByEmail, findUserByUsername } from '../db/queries/users';
import { AppError } from '../errors';
import { canAccessAdminConsole } from '../policies/roles';
import { presentUser } from '../presenters/user';
import { issueDeviceToken, readDeviceToken } from './device-token';
import { beginLoginAttempt, loginSucceeded } from './login-throttle';
import { getDummyHash, verifyPassword } from './passwords';
import { createSession } from './sessions';

/**
 * Signs an administrator in to the console with a separate admin session (the captcha is checked
 * before, by the route). The attempt counts against the account's sign-in throttle, the same
 * one as the user login's. Every failure (unknown account, wrong password, a role without console
 * access) gives the same answer after the same work: a password check always runs, against a
 * dummy hash when the account is unknown.
 * @param deps - the app dependencies
 * @param input - email or username, the password and the request's device cookie
 * @param log - where a failed alert mail is logged
 * @returns the answer (admin token and user) and the device cookie to keep
 */
export async function adminLogin(
  deps: AppDeps,
  input: { login: string; password: string; device?: string | undefined },
  log: FastifyBaseLogger,
): Promise<{ response: AdminLoginResponse; deviceToken: string }> {
  const { db } = deps.database;
  const key = input.login.trim();
  const user = key.includes('@') ? await findUserByEmail(db, key.toLowerCase()) : await findUserByUsername(db, key);
  const device = readDeviceToken(deps.secret, input.device);
  const attempt = await beginLoginAttempt(deps, { user, identifier: key }, device, log);
  const matches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !matches || !canAccessAdminConsole(user.role)) throw new AppError('ADMIN_INVALID_CREDENTIALS');
  await loginSucceeded(db, attempt);
  const { token } = await createSession(db, user.id, { kind: 'admin' });
  const deviceToken =
    device?.userId === user.id && input.device ? input.device : issueDeviceToken(deps.secret, user.id);
  return { response: { success: true, token, user: presentUser(user) }, deviceToken };
}
