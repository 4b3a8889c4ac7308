import { describe, expect, it } from 'vitest';
import { accountChangeRefusal, adminReachOf, administersTenant, companyRoleChangeRefusal, grantableCompanyRoles } from './admin-access';

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
  const company = { kind: 'companies', companyIds: ['c1'] } as const;
  it.each([
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'deactivate' }, null],
    [{ actorRoles: admin, targetRoles: admin, self: false, change: 'removeAdmin' }, null],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'deactivate' }, 'self'],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'removeAdmin' }, 'self'],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'sendPasswordReset' }, null],
    [{ actorRoles: admin, targetRoles: ['superadmin'], self: false, change: 'deactivate' }, 'outOfReach'],
    [{ actorRoles: admin, targetRoles: ['superadmin'], self: false, change: 'sendPasswordReset' }, 'outOfReach'],
    [{ actorRoles: ['superadmin'], targetRoles: ['superadmin'], self: false, change: 'deactivate' }, null],
    [{ actorRoles: [], targetRoles: [], self: false, change: 'deactivate', reach: company }, null],
    [{ actorRoles: [], targetRoles: [], self: false, change: 'sendPasswordReset', reach: company }, null],
    [{ actorRoles: [], targetRoles: [], self: false, change: 'grantAdmin', reach: company }, 'outOfReach'],
    [{ actorRoles: [], targetRoles: admin, self: false, change: 'removeAdmin', reach: company }, 'outOfReach'],
    [{ actorRoles: [], targetRoles: admin, self: false, change: 'deactivate', reach: company }, 'outOfReach'],
    [{ actorRoles: [], targetRoles: admin, self: false, change: 'sendPasswordReset', reach: company }, 'outOfReach'],
    [{ actorRoles: [], targetRoles: [], self: true, change: 'deactivate', reach: company }, 'self'],
    [{ actorRoles: [], targetRoles: [], self: true, change: 'sendPasswordReset', reach: company }, null],
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'erase' }, null],
    [{ actorRoles: admin, targetRoles: admin, self: true, change: 'erase' }, 'self'],
    [{ actorRoles: admin, targetRoles: ['superadmin'], self: false, change: 'erase' }, 'outOfReach'],
    [{ actorRoles: [], targetRoles: [], self: false, change: 'erase', reach: company }, null],
    [{ actorRoles: [], targetRoles: admin, self: false, change: 'erase', reach: company }, 'outOfReach'],
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'deactivate', erased: true }, 'erased'],
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'reactivate', erased: true }, 'erased'],
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'grantAdmin', erased: true }, 'erased'],
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'sendPasswordReset', erased: true }, 'erased'],
    [{ actorRoles: admin, targetRoles: [], self: false, change: 'erase', erased: true }, null],
  ] as const)('%j → %s', (input, expected) => {
    expect(accountChangeRefusal(input)).toBe(expected);
  });
});

describe('adminReachOf', () => {
  it.each([
    [{ roles: ['admin'], companyUsers: [{ companyId: 'c1', role: 'ADMIN' }] }, { kind: 'tenant' }],
    [
      {
        roles: [],
        companyUsers: [
          { companyId: 'c1', role: 'OWNER' },
          { companyId: 'c2', role: 'ORGANIZER' },
          { companyId: 'c1', role: 'ADMIN' },
        ],
      },
      { kind: 'companies', companyIds: ['c1', 'c2'] },
    ],
    [
      {
        roles: [],
        companyUsers: [
          { companyId: 'c1', role: 'TEACHER' },
          { companyId: 'c2', role: 'SUPERVISOR' },
        ],
      },
      null,
    ],
    [{ roles: [], companyUsers: [] }, null],
  ] as const)('%j → %j', (standing, expected) => {
    expect(adminReachOf(standing)).toEqual(expected);
  });
});

describe('grantableCompanyRoles', () => {
  const companies = (role: string) => ({ reach: { kind: 'companies', companyIds: ['c1'] } as const, companyRoles: [{ companyId: 'c1', role }] });
  it.each([
    [{ reach: { kind: 'tenant' } as const, companyRoles: [] }, 'c9', ['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR']],
    [companies('OWNER'), 'c1', ['OWNER', 'ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR']],
    [companies('ADMIN'), 'c1', ['ADMIN', 'ORGANIZER', 'TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR']],
    [companies('ORGANIZER'), 'c1', ['TEACHER', 'STUDENT', 'CERTIFIER', 'SUPERVISOR']],
    [companies('OWNER'), 'c2', []],
  ])('%j in %s → %j', (admin, companyId, expected) => {
    expect(grantableCompanyRoles(admin, companyId)).toEqual(expected);
  });
});

describe('companyRoleChangeRefusal', () => {
  const admin = { reach: { kind: 'companies', companyIds: ['c1'] } as const, companyRoles: [{ companyId: 'c1', role: 'ADMIN' }] };
  it.each([
    [{ companyId: 'c1', role: 'TEACHER', granted: true, self: false }, null],
    [{ companyId: 'c1', role: 'OWNER', granted: true, self: false }, 'outOfReach'],
    [{ companyId: 'c2', role: 'STUDENT', granted: true, self: false }, 'outOfReach'],
    [{ companyId: 'c1', role: 'ADMIN', granted: false, self: true }, 'self'],
    [{ companyId: 'c1', role: 'TEACHER', granted: false, self: true }, null],
  ] as const)('%j → %s', (change, expected) => {
    expect(companyRoleChangeRefusal(admin, change)).toBe(expected);
  });
  it('lets the system admin change their own company roles', () => {
    expect(
      companyRoleChangeRefusal({ reach: { kind: 'tenant' }, companyRoles: [] }, { companyId: 'c1', role: 'ADMIN', granted: false, self: true }),
    ).toBeNull();
  });
});
