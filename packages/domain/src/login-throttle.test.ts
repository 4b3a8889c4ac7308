import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginAccountKey, loginBackoffMs, loginRetryAfterMs, loginThrottle, userAccountKey } from './login-throttle';

const now = new Date('2026-11-22T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('loginBackoffMs', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1000],
    [6, 2000],
    [8, 8000],
    [15, 15 * 60 * 1000],
    [1000, 15 * 60 * 1000],
  ])('%i failures → wait %i ms', (failures, expected) => {
    expect(loginBackoffMs(failures)).toBe(expected);
  });

  it('never shrinks as failures grow, and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (failures) => {
        const wait = loginBackoffMs(failures);
        expect(wait).toBeGreaterThanOrEqual(loginBackoffMs(Math.max(0, failures - 1)));
        expect(wait).toBeLessThanOrEqual(loginThrottle.maxDelayMs);
      }),
    );
  });
});

describe('loginRetryAfterMs', () => {
  it.each([
    ['no failure', { accountFromIp: 0, lastFromIp: null, account: 0, ip: 0 }, 0],
    ['four typos', { accountFromIp: 4, lastFromIp: secondsAgo(0), account: 4, ip: 4 }, 0],
    ['fifth failure just now: one second', { accountFromIp: 5, lastFromIp: secondsAgo(0), account: 5, ip: 5 }, 1000],
    ['back-off already waited out', { accountFromIp: 6, lastFromIp: secondsAgo(3), account: 6, ip: 6 }, 0],
    ['part of the back-off left', { accountFromIp: 7, lastFromIp: secondsAgo(1), account: 7, ip: 7 }, 3000],
    ['the owner from another address', { accountFromIp: 0, lastFromIp: null, account: 12, ip: 0 }, 0],
    ['an address spraying accounts', { accountFromIp: 0, lastFromIp: null, account: 0, ip: 20 }, loginThrottle.windowMs],
    ['an account guessed from many addresses', { accountFromIp: 0, lastFromIp: null, account: 50, ip: 0 }, loginThrottle.windowMs],
  ])('%s', (_case, failures, expected) => {
    expect(loginRetryAfterMs(failures, now)).toBe(expected);
  });
});

describe('account keys', () => {
  it('ignores case and surrounding spaces in what was typed', () => {
    expect(loginAccountKey(' Learner@Demo.TEST ')).toBe('learner@demo.test');
  });

  it('names a known user by id, whatever they typed', () => {
    expect(userAccountKey('42')).toBe('user:42');
  });
});
