import { describe, expect, it } from 'vitest';
import { domainMayOpen, isAdmin, userDomain } from './user-domain';

describe('userDomain', () => {
  it.each([
    [{ roles: ['admin'], companyRoles: [] }, 'grains'],
    [{ roles: ['superadmin'], companyRoles: ['TEACHER'] }, 'grains'],
    [{ roles: [], companyRoles: ['TEACHER'] }, 'client'],
    [{ roles: [], companyRoles: ['STUDENT', 'SUPERVISOR'] }, 'client'],
    [{ roles: [], companyRoles: ['OWNER'] }, 'client'],
    [{ roles: [], companyRoles: ['ORGANIZER'] }, 'client'],
    [{ roles: [], companyRoles: ['CERTIFIER'] }, 'client'],
    [{ roles: [], companyRoles: ['ADMIN'] }, 'client'],
    [{ roles: [], companyRoles: ['STUDENT'] }, 'public'],
    [{ roles: [], companyRoles: [] }, 'public'],
  ] as const)('%j → %s', (inputs, expected) => {
    expect(userDomain(inputs)).toBe(expected);
  });
});

describe('isAdmin', () => {
  it('is true for admin and superadmin only', () => {
    expect(isAdmin(['admin'])).toBe(true);
    expect(isAdmin(['superadmin'])).toBe(true);
    expect(isAdmin(['editor'])).toBe(false);
    expect(isAdmin([])).toBe(false);
  });
});

describe('domainMayOpen', () => {
  it('accepts a domain listed in the permission string', () => {
    expect(domainMayOpen('grains|client|public', 'public')).toBe(true);
    expect(domainMayOpen('grains|client', 'public')).toBe(false);
    expect(domainMayOpen('grains', 'grains')).toBe(true);
  });
});
