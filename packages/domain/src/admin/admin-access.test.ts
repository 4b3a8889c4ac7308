import { describe, expect, it } from 'vitest';
import { accountChangeRefusal, administersTenant } from './admin-access';

describe('administersTenant', () => {
  it.each([
    [['admin'], true],
    [['superadmin'], true],
    [[], false],
    [['ADMIN'], false],
  ])('roles %j → %s', (roles, expected) => {
    expect(administersTenant({ roles })).toBe(expected);
  });
});

describe('accountChangeRefusal', () => {
  const admin = ['admin'];
  it.each([
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'deactivate' }, null],
    [{ actorRoles: admin, targetRoles: admin, self: false, change: 'removeAdmin' }, null],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'deactivate' }, 'self'],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'removeAdmin' }, 'self'],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'sendPasswordReset' }, null],
    [{ actorRoles: admin, targetRoles: ['superadmin'], self: false, change: 'deactivate' }, 'outOfReach'],
    [{ actorRoles: admin, targetRoles: ['superadmin'], self: false, change: 'sendPasswordReset' }, 'outOfReach'],
    [{ actorRoles: ['superadmin'], targetRoles: ['superadmin'], self: false, change: 'deactivate' }, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(accountChangeRefusal(input)).toBe(expected);
  });
});
