import crypto from 'node:crypto';
import { EmailSchema, PasswordSchema, UsernameSchema, type Role } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { findUserByEmail, findUserByUsername, insertUser } from '../db/queries/users';
import { AppError } from '../errors';
import { validate } from '../middleware/validate';
import { hashPassword } from './passwords';

/**
 * Creates an account from the operator's command line (`npm run admin -- create`): no email
 * code and no domain rule, since whoever runs it already controls the server.
 * @param db - the database
 * @param input - email, password, role and an optional username (default: the email's local part)
 * @returns the new user
 */
export async function adminCreateUser(
  db: Db,
  input: { email: string; password: string; role: Role; username?: string | undefined },
): Promise<UserRow> {
  const email = validate(EmailSchema, input.email, { code: 'EMAIL_INVALID' });
  const password = validate(PasswordSchema, input.password, { code: 'PASSWORD_TOO_SHORT' });
  if (await findUserByEmail(db, email)) throw new AppError('EMAIL_TAKEN');
  let username: string;
  if (input.username) {
    username = validate(UsernameSchema, input.username, { code: 'USERNAME_INVALID' });
    if (await findUserByUsername(db, username)) throw new AppError('USERNAME_TAKEN');
  } else {
    const base = (email.split('@')[0] ?? 'user').slice(0, 24).padEnd(2, '_');
    username = base;
    // A derived name yields to an existing one rather than failing the command.
    while (await findUserByUsername(db, username)) username = `${base}-${crypto.randomBytes(2).toString('hex')}`;
  }
  return insertUser(db, { email, username, passwordHash: await hashPassword(password), role: input.role });
}
