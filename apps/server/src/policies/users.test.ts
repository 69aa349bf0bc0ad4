import { describe, expect, it } from 'vitest';
import type { Role } from '@inkcard/shared';
import { canUpdateAccount, canViewAccount } from './users';

const user = (id: number, role: Role = 'normal') => ({ id, role });

describe('user policies', () => {
  it.each([
    ['the owner', user(1), user(1), true],
    ['another user', user(2), user(1), false],
    ['an admin', user(3, 'admin'), user(1), false],
    ['a super admin', user(4, 'superAdmin'), user(1), false],
  ])('canUpdateAccount: %s → %s', (_label, actor, target, expected) => {
    expect(canUpdateAccount(actor, target)).toBe(expected);
  });

  it.each([
    ['the owner', user(1), user(1), true],
    ['another user', user(2), user(1), false],
    ['a member', user(2, 'member'), user(1), false],
    ['an admin', user(3, 'admin'), user(1), true],
    ['a super admin', user(4, 'superAdmin'), user(1), true],
  ])('canViewAccount: %s → %s', (_label, actor, target, expected) => {
    expect(canViewAccount(actor, target)).toBe(expected);
  });
});
