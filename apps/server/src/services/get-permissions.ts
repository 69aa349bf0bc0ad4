import { CAPABILITIES, ROLES, type PermissionsResponse } from '@inkcard/shared';
import { capabilitiesOf } from '../policies/roles';

/**
 * The role-by-capability matrix, computed from the policy functions the server enforces.
 * @returns the permissions response
 */
export function getPermissions(): PermissionsResponse {
  const matrix = Object.fromEntries(ROLES.map((role) => [role, capabilitiesOf(role)])) as PermissionsResponse['matrix'];
  return { success: true, roles: [...ROLES], capabilities: [...CAPABILITIES], matrix };
}
