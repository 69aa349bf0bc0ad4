/** Every role a user can hold, lowest privilege first. */
export const ROLES = ['normal', 'member', 'admin', 'superAdmin'] as const;

export type Role = (typeof ROLES)[number];

/** Roles that may sign in to the admin console. */
export const ADMIN_ROLES: readonly Role[] = ['admin', 'superAdmin'];

/**
 * Whether a role counts as an administrator (spec §3: admin status is true for admin and superAdmin).
 * @param role - the role to test
 * @returns true for admin and superAdmin
 */
export function isAdminRole(role: Role): boolean {
  return ADMIN_ROLES.includes(role);
}
