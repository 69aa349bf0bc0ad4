import type { PublicUser, Role } from '@inkcard/shared';
import type { Db } from '../db/client';
import { changeUserRoleLocked } from '../db/queries/admin-users';
import type { UserRow } from '../db/schema';
import { AppError } from '../errors';
import { checkRoleChange } from '../policies/roles';
import { presentUser } from '../presenters/user';

/**
 * Changes a user's role under the role rules (policies/roles.ts), checked inside a lock so the
 * last superAdmin stays protected even against simultaneous demotions.
 * @param db - the database
 * @param actor - the signed-in administrator
 * @param targetId - whose role changes
 * @param role - the new role
 * @returns the updated user
 */
export async function updateUserRole(db: Db, actor: UserRow, targetId: number, role: Role): Promise<PublicUser> {
  // Refuse one's own role before looking anything up, so the answer never depends on the lock.
  if (actor.id === targetId) throw new AppError('ROLE_CHANGE_SELF');
  const updated = await changeUserRoleLocked(db, targetId, (target, superAdminCount) => {
    const denied = checkRoleChange(actor, target, role, superAdminCount);
    if (denied) throw new AppError(denied);
    return role;
  });
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return presentUser(updated);
}
