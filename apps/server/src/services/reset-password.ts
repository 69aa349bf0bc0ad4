import type { AppDeps } from '../deps';
import { consumeCode } from '../db/queries/verification-codes';
import { findUserByEmail, updatePasswordHash } from '../db/queries/users';
import { AppError } from '../errors';
import { clearLoginThrottle } from './login-throttle';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';
import { checkCode } from './verification-code-rules';

/**
 * Sets a new password with an emailed reset code, then signs the account out everywhere and
 * lifts its sign-in throttle (its owner just proved who they are; issue 31). An unknown email
 * answers exactly like a wrong code: its stored code can never match.
 * @param deps - the app dependencies
 * @param input - email, code, the new password and the requester's address
 * @param now - the current time
 * @returns the account's id (the route marks this browser as the owner's)
 */
export async function resetPassword(
  deps: AppDeps,
  input: { email: string; code: string; newPassword: string; ip: string },
  now: Date = new Date(),
): Promise<{ userId: number }> {
  const { db } = deps.database;
  assertAcceptablePassword(input.newPassword);
  const code = await checkCode(
    db,
    deps.secret,
    { email: input.email, purpose: 'reset', code: input.code, ip: input.ip },
    now,
  );
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, now, { requireVerified: false }))) throw new AppError('CODE_EXPIRED');
    await updatePasswordHash(tx, user.id, passwordHash, now);
  });
  await revokeOtherSessions(db, user.id);
  await clearLoginThrottle(deps, user.id, now.getTime());
  return { userId: user.id };
}
