import { EmailSchema, PasswordSchema } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { findUserByEmail, updatePasswordHash } from '../db/queries/users';
import { AppError } from '../errors';
import { validate } from '../middleware/validate';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

/**
 * Sets a new password from the command line (`npm run admin -- reset-password`) and signs the
 * account out everywhere, since a reset usually means the old password is lost or leaked.
 * @param db - the database
 * @param input - email and new password
 * @returns the user
 */
export async function adminResetPassword(db: Db, input: { email: string; password: string }): Promise<UserRow> {
  const email = validate(EmailSchema, input.email, { code: 'EMAIL_INVALID' });
  const password = validate(PasswordSchema, input.password, { code: 'PASSWORD_TOO_SHORT' });
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  await updatePasswordHash(db, user.id, await hashPassword(password), new Date());
  await revokeOtherSessions(db, user.id);
  return user;
}
