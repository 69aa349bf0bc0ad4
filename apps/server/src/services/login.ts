import type { AppDeps } from '../app';
import { findUserByEmail } from '../db/queries/users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { getDummyHash, verifyPassword } from './passwords';
import { createSession } from './sessions';

/**
 * Signs a user in by email and password (the captcha is checked before, by the route). An unknown
 * email still costs one argon2 verification, against a dummy hash, so timing does not tell whether
 * an account exists; both failures answer the same code.
 * @param deps - the app dependencies
 * @param input - email, password and remember-me
 * @returns the user and a new session token
 */
export async function login(
  deps: AppDeps,
  input: { email: string; password: string; rememberMe?: boolean | undefined },
): Promise<{ user: UserRow; token: string }> {
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  if (!user) {
    await verifyPassword(await getDummyHash(), input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError('INVALID_CREDENTIALS');
  const { token } = await createSession(db, user.id, { remember: input.rememberMe === true });
  return { user, token };
}
