import { CAPABILITIES, ROLES, isAdminRole, type Capability, type ErrorCode, type Role } from '@inkcard/shared';

/** Whoever acts: only the id and the current role matter to a policy. */
export interface Actor {
  id: number;
  role: Role;
}

/**
 * Whether a role may use the admin console (sign in, dashboard, user list).
 * @param role - the actor's role
 * @returns true for admin and superAdmin
 */
export function canAccessAdminConsole(role: Role): boolean {
  return isAdminRole(role);
}

/**
 * Whether a role may read usage statistics.
 * @param role - the actor's role
 * @returns true for admin and superAdmin
 */
export function canViewStats(role: Role): boolean {
  return isAdminRole(role);
}

/**
 * Whether a role may manage a user who holds a given role: an admin only manages normal users
 * and members; a superAdmin manages everyone.
 * @param actorRole - the actor's role
 * @param targetRole - the target's current role
 * @returns true when the actor may change that user's role at all
 */
export function canManageRoleHolder(actorRole: Role, targetRole: Role): boolean {
  if (actorRole === 'superAdmin') return true;
  if (actorRole === 'admin') return !isAdminRole(targetRole);
  return false;
}

/**
 * Whether a role may grant a role: only a superAdmin grants admin and superAdmin; an admin
 * grants normal and member.
 * @param actorRole - the actor's role
 * @param role - the role to grant
 * @returns true when allowed
 */
export function canGrantRole(actorRole: Role, role: Role): boolean {
  if (actorRole === 'superAdmin') return true;
  if (actorRole === 'admin') return !isAdminRole(role);
  return false;
}

/**
 * The roles an actor may give to a user who currently holds a role (the edit-role dialog's list).
 * @param actorRole - the actor's role
 * @param targetRole - the target's current role
 * @returns the grantable roles, lowest first; empty when the target is out of reach
 */
export function grantableRoles(actorRole: Role, targetRole: Role): Role[] {
  if (!canManageRoleHolder(actorRole, targetRole)) return [];
  return ROLES.filter((role) => canGrantRole(actorRole, role));
}

/**
 * Checks a role change against every rule the server enforces, in order: the actor must be an
 * administrator, nobody changes their own role, an admin neither touches administrators nor
 * grants administrator roles, and the last superAdmin is never demoted.
 * @param actor - who asks
 * @param target - whose role changes (id and current role)
 * @param newRole - the requested role
 * @param superAdminCount - how many superAdmins exist now
 * @returns null when allowed, else the error code to answer
 */
export function checkRoleChange(actor: Actor, target: Actor, newRole: Role, superAdminCount: number): ErrorCode | null {
  if (!canAccessAdminConsole(actor.role)) return 'FORBIDDEN';
  if (actor.id === target.id) return 'ROLE_CHANGE_SELF';
  if (!canManageRoleHolder(actor.role, target.role) || !canGrantRole(actor.role, newRole)) {
    return 'ROLE_CHANGE_FORBIDDEN';
  }
  if (target.role === 'superAdmin' && newRole !== 'superAdmin' && superAdminCount <= 1) return 'LAST_SUPER_ADMIN';
  return null;
}

/**
 * What a role may do, derived from the same functions the server enforces, so the permissions
 * page cannot drift from the rules. Every signed-in role uses the makers, downloads cards and
 * edits its own account; anonymous limits are the login-required banner, not a role.
 * @param role - the role
 * @returns one flag per capability
 */
export function capabilitiesOf(role: Role): Record<Capability, boolean> {
  const flags: Record<Capability, boolean> = {
    useMakers: true,
    downloadCards: true,
    editOwnAccount: true,
    viewAdminConsole: canAccessAdminConsole(role),
    viewStats: canViewStats(role),
    setRoleNormalOrMember: canGrantRole(role, 'normal') && canGrantRole(role, 'member'),
    setRoleAdminOrSuperAdmin: canGrantRole(role, 'admin') && canGrantRole(role, 'superAdmin'),
  };
  // Keeps the record in the shared CAPABILITIES order.
  return Object.fromEntries(CAPABILITIES.map((c) => [c, flags[c]])) as Record<Capability, boolean>;
}
