import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { erasureDueAt, erasureWayOf } from './erasure';

describe('erasureWayOf', () => {
  it.each([
    ['self', true, 'self'],
    ['request', true, 'request'],
    ['self', false, 'request'],
    ['request', false, 'request'],
  ] as const)('a tenant saying %s, an account with a password: %s → %s', (tenantWay, hasPassword, expected) => {
    expect(erasureWayOf({ tenantWay, hasPassword })).toBe(expected);
  });
});

describe('erasureDueAt', () => {
  it.each([
    ['2026-03-10T09:30:00.000Z', '2026-04-10T09:30:00.000Z'],
    ['2026-12-15T23:59:59.000Z', '2027-01-15T23:59:59.000Z'],
    ['2026-01-31T12:00:00.000Z', '2026-02-28T12:00:00.000Z'],
    ['2028-01-31T12:00:00.000Z', '2028-02-29T12:00:00.000Z'],
    ['2026-03-31T08:00:00.000Z', '2026-04-30T08:00:00.000Z'],
  ])('%s → %s', (requested, due) => {
    expect(erasureDueAt(new Date(requested)).toISOString()).toBe(due);
  });

  it('is always between 28 and 31 days later, at the same time of day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (requested) => {
        const due = erasureDueAt(requested);
        const days = (due.getTime() - requested.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
        expect(due.getTime() % 86_400_000).toBe(requested.getTime() % 86_400_000);
      }),
    );
  });
});
