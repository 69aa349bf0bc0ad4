import { isAdminRole } from '@inkcard/shared';
import type { UserRow } from '../db/schema';

/**
 * Whether an actor may change an account's username, password or avatar: only its owner may;
 * administrators manage roles in the console, not other people's credentials.
 * @param actor - the signed-in user
 * @param target - the account to change
 * @returns true when allowed
 */
export function canUpdateAccount(actor: Pick<UserRow, 'id'>, target: Pick<UserRow, 'id'>): boolean {
  return actor.id === target.id;
}

/**
 * Whether an actor may see an account's private details (email, role): its owner or an administrator.
 * @param actor - the signed-in user
 * @param target - the account to view
 * @returns true when allowed
 */
export function canViewAccount(actor: Pick<UserRow, 'id' | 'role'>, target: Pick<UserRow, 'id'>): boolean {
  return actor.id === target.id || isAdminRole(actor.role);
}
