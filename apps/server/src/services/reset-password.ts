import type { AppDeps } from '../deps';
import { consumeCode } from '../db/queries/verification-codes';
import { findUserByEmail, updatePasswordHash } from '../db/queries/users';
import { AppError } from '../errors';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';
import { checkCode } from './verification-code-rules';

/**
 * Sets a new password with an emailed reset code, then signs the account out everywhere. An
 * unknown email answers exactly like a wrong code: its stored code can never match.
 * @param deps - the app dependencies
 * @param input - email, code and the new password
 * @param now - the current time
 */
export async function resetPassword(
  deps: AppDeps,
  input: { email: string; code: string; newPassword: string },
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps.database;
  assertAcceptablePassword(input.newPassword);
  const code = await checkCode(db, deps.secret, { email: input.email, purpose: 'reset', code: input.code }, now);
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new AppError('CODE_INVALID');
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code.id, now, { requireVerified: false }))) throw new AppError('CODE_EXPIRED');
    await updatePasswordHash(tx, user.id, passwordHash, now);
  });
  await revokeOtherSessions(db, user.id);
}
