import { describe, expect, it } from 'vitest';
import { anonymisedOn, isRetentionValue, monthsBefore, RETENTION_NOTICE_DAYS, signInsKeptSince, warnedIfActiveBefore } from './retention';

const at = (iso: string) => new Date(iso);

describe('retention (docs/privacy.md#retention)', () => {
  it('counts months on the calendar, the last day of a shorter month standing for a day it lacks', () => {
    expect(monthsBefore(at('2026-03-31T10:00:00Z'), 1)).toEqual(at('2026-02-28T10:00:00Z'));
    expect(monthsBefore(at('2026-11-30T10:00:00Z'), 12)).toEqual(at('2025-11-30T10:00:00Z'));
    expect(monthsBefore(at('2024-02-29T00:00:00Z'), -12)).toEqual(at('2025-02-28T00:00:00Z'));
  });

  it('warns the accounts whose inactivity reaches its years within the notice', () => {
    // 30 days after 2026-11-30 is 2026-12-30; three years before it, 2023-12-30.
    expect(RETENTION_NOTICE_DAYS).toBe(30);
    expect(warnedIfActiveBefore(at('2026-11-30T12:00:00Z'), 3)).toEqual(at('2023-12-30T12:00:00Z'));
  });

  it('anonymises at the end of the years, never sooner than a month after the mail', () => {
    const warnedAt = at('2026-11-30T00:00:00Z');
    // Inactive since 2023-12-20: three years end on 2026-12-20, before the notice's 30 days.
    expect(anonymisedOn({ lastActiveAt: at('2023-12-20T00:00:00Z'), warnedAt, years: 3 })).toEqual(at('2026-12-30T00:00:00Z'));
    // Found at its warning day: the years end after the notice, so they decide.
    expect(anonymisedOn({ lastActiveAt: at('2023-12-31T00:00:00Z'), warnedAt, years: 3 })).toEqual(at('2026-12-31T00:00:00Z'));
    // Long past its years (the setting lowered): still its month.
    expect(anonymisedOn({ lastActiveAt: at('2019-01-01T00:00:00Z'), warnedAt, years: 1 })).toEqual(at('2026-12-30T00:00:00Z'));
  });

  it('keeps the sign-ins of the months chosen', () => {
    expect(signInsKeptSince(at('2026-11-30T05:00:00Z'), 12)).toEqual(at('2025-11-30T05:00:00Z'));
  });

  it('takes whole numbers within each setting’s bounds', () => {
    expect(isRetentionValue('inactiveAccountYears', 3)).toBe(true);
    expect(isRetentionValue('inactiveAccountYears', 0)).toBe(false);
    expect(isRetentionValue('inactiveAccountYears', 11)).toBe(false);
    expect(isRetentionValue('signInHistoryMonths', 1.5)).toBe(false);
    expect(isRetentionValue('signInHistoryMonths', 60)).toBe(true);
  });
});
