import { describe, expect, it } from 'vitest';
import { followsEveryClass, isLearner, mayUseTrainerSpace } from './trainer-access';

describe('mayUseTrainerSpace', () => {
  it.each([
    [[], [], ['TEACHER'], true],
    [[], ['TEACHER'], [], true],
    [[], ['SUPERVISOR'], ['STUDENT'], true],
    [['admin'], [], [], true],
    [[], ['STUDENT'], ['STUDENT'], false],
    [[], ['CERTIFIER'], [], false],
    [[], [], [], false],
  ])('roles %j, company %j, class %j → %s', (roles, companyRoles, classRoles, expected) => {
    expect(mayUseTrainerSpace({ roles, companyRoles, classRoles })).toBe(expected);
  });

  it('lets the admin follow every class and tells a learner apart', () => {
    expect(followsEveryClass({ roles: ['superadmin'] })).toBe(true);
    expect(followsEveryClass({ roles: [] })).toBe(false);
    expect(isLearner({ classRoles: ['TEACHER', 'STUDENT'] })).toBe(true);
  });
});
