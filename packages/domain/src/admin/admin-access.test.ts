import { describe, expect, it } from 'vitest';
import { administersTenant } from './admin-access';

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
