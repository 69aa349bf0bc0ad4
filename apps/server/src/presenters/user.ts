import { isAdminRole, type PublicUser } from '@inkcard/shared';
import type { UserRow } from '../db/schema';

/**
 * The public shape of a user: never the password hash.
 * @param row - the users row
 * @returns the API representation
 */
export function presentUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    avatar: row.avatar,
    isAdmin: isAdminRole(row.role),
    createdAt: row.createdAt.toISOString(),
  };
}
