import { EmailSchema, type Role } from '@inkcard/shared';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { changeUserRoleLocked } from '../db/queries/admin-users';
import { findUserByEmail } from '../db/queries/users';
import { AppError } from '../errors';
import { validate } from '../middleware/validate';

/**
 * Sets a role from the command line (`npm run admin -- set-role`). The operator stands above the
 * console's rules, except one: the last superAdmin is never demoted, so the console always
 * keeps someone who can manage administrators.
 * @param db - the database
 * @param input - email and role
 * @returns the updated user
 */
export async function adminSetRole(db: Db, input: { email: string; role: Role }): Promise<UserRow> {
  const email = validate(EmailSchema, input.email, { code: 'EMAIL_INVALID' });
  const user = await findUserByEmail(db, email);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const updated = await changeUserRoleLocked(db, user.id, (target, superAdminCount) => {
    if (target.role === 'superAdmin' && input.role !== 'superAdmin' && superAdminCount <= 1) {
      throw new AppError('LAST_SUPER_ADMIN');
    }
    return input.role;
  });
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return updated;
}
