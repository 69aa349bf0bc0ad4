import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps';
import { findUserByEmail } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { issueDeviceToken, readDeviceToken } from './device-token';
import { beginLoginAttempt, loginSucceeded } from './login-throttle';
import { getDummyHash, verifyPassword } from './passwords';
import { createSession } from './sessions';

/**
 * Signs a user in by email and password (the captcha is checked before, by the route). The
 * attempt counts against the account's sign-in throttle first (or this browser's own, when it has
 * signed in to the account before). An unknown email costs the same work, against a dummy hash,
 * so timing does not tell whether an account exists; both failures answer the same code.
 * @param deps - the app dependencies
 * @param input - email, password, remember-me and the request's device cookie
 * @param log - where a failed alert mail is logged
 * @returns the user, a new session token and the device cookie to keep
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string; rememberMe?: boolean | undefined; device?: string | undefined },
  log: FastifyBaseLogger,
): Promise<{ user: UserRow; token: string; deviceToken: string }> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  const device = readDeviceToken(deps.secret, input.device);
  const attempt = await beginLoginAttempt(deps, { user, identifier: input.email }, device, log);
  const matches = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), input.password);
  if (!user || !matches) throw new AppError('INVALID_CREDENTIALS');
  await loginSucceeded(db, attempt);
  const { token } = await createSession(db, user.id, { remember: input.rememberMe === true });
  const deviceToken =
    device?.userId === user.id && input.device ? input.device : issueDeviceToken(deps.secret, user.id);
  return { user, token, deviceToken };
}
