import { describe, expect, it } from 'vitest';
import type { Role } from '@inkcard/shared';
import { canGrantRole, canManageRoleHolder, capabilitiesOf, checkRoleChange, grantableRoles } from './roles';

const actor = (role: Role, id = 1) => ({ id, role });
const target = (role: Role, id = 2) => ({ id, role });

describe('checkRoleChange', () => {
  it.each<[Role, Role, Role, string | null]>([
    // actor, target's role, new role, expected
    ['normal', 'normal', 'member', 'FORBIDDEN'],
    ['member', 'normal', 'member', 'FORBIDDEN'],
    ['admin', 'normal', 'member', null],
    ['admin', 'member', 'normal', null],
    ['admin', 'normal', 'admin', 'ROLE_CHANGE_FORBIDDEN'],
    ['admin', 'normal', 'superAdmin', 'ROLE_CHANGE_FORBIDDEN'],
    ['admin', 'admin', 'normal', 'ROLE_CHANGE_FORBIDDEN'],
    ['admin', 'superAdmin', 'member', 'ROLE_CHANGE_FORBIDDEN'],
    ['superAdmin', 'normal', 'admin', null],
    ['superAdmin', 'member', 'superAdmin', null],
    ['superAdmin', 'admin', 'normal', null],
    ['superAdmin', 'superAdmin', 'admin', null],
  ])('%s changing a %s to %s → %s', (actorRole, targetRole, newRole, expected) => {
    expect(checkRoleChange(actor(actorRole), target(targetRole), newRole, 2)).toBe(expected);
  });

  it('refuses a change of one’s own role, even for a superAdmin', () => {
    expect(checkRoleChange(actor('superAdmin', 7), target('superAdmin', 7), 'admin', 3)).toBe('ROLE_CHANGE_SELF');
    expect(checkRoleChange(actor('admin', 7), target('admin', 7), 'member', 3)).toBe('ROLE_CHANGE_SELF');
  });

  it('protects the last superAdmin', () => {
    expect(checkRoleChange(actor('superAdmin'), target('superAdmin'), 'admin', 1)).toBe('LAST_SUPER_ADMIN');
    expect(checkRoleChange(actor('superAdmin'), target('superAdmin'), 'superAdmin', 1)).toBeNull();
  });
});

describe('grants', () => {
  it('lists what an admin and a superAdmin may grant', () => {
    expect(grantableRoles('admin', 'normal')).toEqual(['normal', 'member']);
    expect(grantableRoles('admin', 'admin')).toEqual([]);
    expect(grantableRoles('superAdmin', 'admin')).toEqual(['normal', 'member', 'admin', 'superAdmin']);
    expect(grantableRoles('member', 'normal')).toEqual([]);
  });

  it('agrees with the single rules', () => {
    expect(canGrantRole('normal', 'normal')).toBe(false);
    expect(canManageRoleHolder('admin', 'superAdmin')).toBe(false);
  });
});

describe('capabilitiesOf', () => {
  it('gives the matrix the permissions page shows', () => {
    expect(capabilitiesOf('normal')).toMatchObject({ viewAdminConsole: false, setRoleNormalOrMember: false });
    expect(capabilitiesOf('member')).toMatchObject({ downloadCards: true, viewStats: false });
    expect(capabilitiesOf('admin')).toMatchObject({ setRoleNormalOrMember: true, setRoleAdminOrSuperAdmin: false });
    expect(capabilitiesOf('superAdmin')).toMatchObject({ setRoleNormalOrMember: true, setRoleAdminOrSuperAdmin: true });
  });
});
