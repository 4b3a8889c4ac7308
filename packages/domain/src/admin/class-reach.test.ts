import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AdminReach } from './admin-access';
import { classCompanyOf, companyScopeOf, reachCoversAccount, reachCoversClass } from './class-reach';

const tenant: AdminReach = { kind: 'tenant' };
const companies: AdminReach = { kind: 'companies', companyIds: ['c1', 'c2'] };

describe('companyScopeOf', () => {
  it.each([
    [tenant, null],
    [companies, ['c1', 'c2']],
  ] as const)('%j → %j', (reach, expected) => {
    expect(companyScopeOf(reach)).toEqual(expected);
  });
});

describe('reachCoversClass', () => {
  it.each([
    [tenant, null, true],
    [tenant, 'c9', true],
    [companies, 'c1', true],
    [companies, 'c2', true],
    [companies, 'c9', false],
    [companies, null, false],
  ] as const)('%j, a class of %s → %s', (reach, companyId, expected) => {
    expect(reachCoversClass(reach, { companyId })).toBe(expected);
  });

  it('covers for a company admin exactly the classes whose company their scope lists', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd'), { minLength: 1 }),
        fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
        (companyIds, companyId) => {
          const reach: AdminReach = { kind: 'companies', companyIds };
          expect(reachCoversClass(reach, { companyId })).toBe(companyId !== null && (companyScopeOf(reach) ?? []).includes(companyId));
        },
      ),
    );
  });
});

describe('reachCoversAccount', () => {
  it.each([
    [tenant, [], true],
    [tenant, ['c9'], true],
    [companies, ['c9', 'c2'], true],
    [companies, ['c9'], false],
    [companies, [], false],
  ] as const)('%j, an account of %j → %s', (reach, companyIds, expected) => {
    expect(reachCoversAccount(reach, { companyIds })).toBe(expected);
  });
});

describe('classCompanyOf', () => {
  it.each([
    [tenant, null, { companyId: null }],
    [tenant, 'c9', { companyId: 'c9' }],
    [companies, 'c2', { companyId: 'c2' }],
    [companies, null, { refusal: 'companyRequired' }],
    [companies, 'c9', { refusal: 'outOfReach' }],
  ] as const)('%j asking for %s → %j', (reach, requested, expected) => {
    expect(classCompanyOf(reach, requested)).toEqual(expected);
  });

  it('never gives a company admin a class their reach would not cover', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { minLength: 1 }),
        fc.option(fc.constantFrom('a', 'b', 'c', 'd'), { nil: null }),
        (companyIds, requested) => {
          const reach: AdminReach = { kind: 'companies', companyIds };
          const taken = classCompanyOf(reach, requested);
          if ('companyId' in taken) expect(reachCoversClass(reach, taken)).toBe(true);
        },
      ),
    );
  });
});
