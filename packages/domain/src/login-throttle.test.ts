import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  deviceKey,
  heldBackByAddress,
  identifierKey,
  invitationCodeThrottle,
  keysOfUser,
  loginThrottle,
  retryAfterMs,
  userKey,
  type RecentAttempts,
} from './login-throttle';

const now = new Date('2026-11-22T10:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const none: RecentAttempts = {
  fromAddress: 0,
  lastFromAddress: null,
  onKey: 0,
  lastOnKey: null,
  fromAddressOnAnyKey: 0,
  failuresFromAddressOnAnyKey: 0,
  oldestFailureFromAddress: null,
};
const minute = 60 * 1000;

describe('backoffMs', () => {
  it.each([
    [0, 5, 0],
    [4, 5, 0],
    [5, 5, 1000],
    [6, 5, 2000],
    [8, 5, 8000],
    [15, 5, 15 * minute],
    [1000, 5, 15 * minute],
    [49, 50, 0],
    [50, 50, 1000],
    [59, 50, 512_000],
    [60, 50, 15 * minute],
  ])('%i failures, %i free → wait %i ms', (failures, free, expected) => {
    expect(backoffMs(failures, free)).toBe(expected);
  });

  it('never shrinks as failures grow, and never passes the cap', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(100), (failures, free) => {
        const wait = backoffMs(failures, free);
        expect(wait).toBeGreaterThanOrEqual(backoffMs(Math.max(0, failures - 1), free));
        expect(wait).toBeLessThanOrEqual(loginThrottle.maxDelayMs);
      }),
    );
  });
});

describe('retryAfterMs', () => {
  it.each<[string, Partial<RecentAttempts>, number]>([
    ['no attempt', {}, 0],
    ['four typos', { fromAddress: 4, lastFromAddress: secondsAgo(0), onKey: 4, lastOnKey: secondsAgo(0) }, 0],
    ['fifth failure from this address just now: one second', { fromAddress: 5, lastFromAddress: secondsAgo(0), onKey: 5, lastOnKey: secondsAgo(0) }, 1000],
    ['back-off already waited out', { fromAddress: 6, lastFromAddress: secondsAgo(3), onKey: 6, lastOnKey: secondsAgo(3) }, 0],
    ['part of the back-off left', { fromAddress: 7, lastFromAddress: secondsAgo(1), onKey: 7, lastOnKey: secondsAgo(1) }, 3000],
    ['the owner at another address, one guesser elsewhere', { onKey: 12, lastOnKey: secondsAgo(0) }, 0],
    ['50 failures from many addresses, the last just now: a second, not a wall', { onKey: 50, lastOnKey: secondsAgo(0) }, 1000],
    ['60 failures from many addresses, the last 10 s ago: the longest back-off from then', { onKey: 60, lastOnKey: secondsAgo(10) }, 15 * minute - 10_000],
    ['a whole class in flight at one address, on other accounts', { fromAddressOnAnyKey: 1000 }, 0],
    ['199 classmates mistyped at this address', { failuresFromAddressOnAnyKey: 199, oldestFailureFromAddress: secondsAgo(60) }, 0],
    [
      '200 failed checks from this address, the oldest 5 minutes ago: until it leaves the window',
      { failuresFromAddressOnAnyKey: 200, oldestFailureFromAddress: secondsAgo(300) },
      10 * minute,
    ],
    [
      'the address cap and a longer back-off on the key: the longer',
      {
        failuresFromAddressOnAnyKey: 250,
        oldestFailureFromAddress: secondsAgo(14 * 60 + 50),
        fromAddress: 9,
        lastFromAddress: secondsAgo(0),
        onKey: 9,
        lastOnKey: secondsAgo(0),
      },
      16_000,
    ],
  ])('%s', (_case, recent, expected) => {
    expect(retryAfterMs({ ...none, ...recent }, now)).toBe(expected);
  });

  it.each<[string, Partial<RecentAttempts>, number]>([
    ['19 wrong codes from one address', { fromAddressOnAnyKey: 19 }, 0],
    ['20 wrong codes from one address: the window', { fromAddressOnAnyKey: 20 }, invitationCodeThrottle.windowMs],
    ['no cap on failures: codes are capped by attempts', { failuresFromAddressOnAnyKey: 1000, oldestFailureFromAddress: secondsAgo(0) }, 0],
    [
      'one code tried 5 times from one address',
      { fromAddress: 5, lastFromAddress: secondsAgo(0), onKey: 5, lastOnKey: secondsAgo(0), fromAddressOnAnyKey: 5 },
      1000,
    ],
  ])('invitation codes: %s', (_case, recent, expected) => {
    expect(retryAfterMs({ ...none, ...recent }, now, invitationCodeThrottle)).toBe(expected);
  });

  const recentAttempts = fc
    .record({
      fromAddress: fc.nat(200),
      fromAddressAge: fc.nat(loginThrottle.windowMs),
      extraOnKey: fc.nat(200),
      keyAge: fc.nat(loginThrottle.windowMs),
      fromAddressOnAnyKey: fc.nat(10_000),
      failuresFromAddressOnAnyKey: fc.nat(10_000),
      oldestFailureAge: fc.nat(loginThrottle.windowMs),
    })
    .map(({ fromAddress, fromAddressAge, extraOnKey, keyAge, fromAddressOnAnyKey, failuresFromAddressOnAnyKey, oldestFailureAge }) => ({
      fromAddress,
      lastFromAddress: fromAddress === 0 ? null : new Date(now.getTime() - fromAddressAge),
      onKey: fromAddress + extraOnKey,
      lastOnKey: fromAddress + extraOnKey === 0 ? null : new Date(now.getTime() - Math.min(keyAge, fromAddressAge)),
      fromAddressOnAnyKey,
      failuresFromAddressOnAnyKey,
      oldestFailureFromAddress: failuresFromAddressOnAnyKey === 0 ? null : new Date(now.getTime() - oldestFailureAge),
    }));

  it('never asks a sign-in to wait longer than the longest back-off, however many failures', () => {
    fc.assert(
      fc.property(recentAttempts, (recent) => {
        expect(retryAfterMs(recent, now)).toBeLessThanOrEqual(loginThrottle.maxDelayMs);
      }),
    );
  });

  it('never refuses a sign-in for attempts in flight on other accounts from the same address', () => {
    fc.assert(
      fc.property(recentAttempts, fc.nat(10_000), (recent, others) => {
        expect(retryAfterMs({ ...recent, fromAddressOnAnyKey: others }, now)).toBe(retryAfterMs(recent, now));
      }),
    );
  });

  it("never refuses a sign-in for its address's failures below the cap", () => {
    fc.assert(
      fc.property(recentAttempts, fc.nat(loginThrottle.maxFailuresPerAddress! - 1), (recent, failures) => {
        const withFailures = { ...recent, failuresFromAddressOnAnyKey: failures };
        expect(retryAfterMs(withFailures, now)).toBe(retryAfterMs({ ...withFailures, failuresFromAddressOnAnyKey: 0 }, now));
      }),
    );
  });
});

/** Attempts of an attacker who tries one key again the moment the throttle lets it, from a new address each time. */
function relentlessAttack(durationMs: number): number[] {
  const start = now.getTime();
  const attempts: number[] = [];
  let clock = start;
  while (clock < start + durationMs) {
    const recent = attempts.filter((time) => time > clock - loginThrottle.windowMs);
    const wait = retryAfterMs({ ...none, onKey: recent.length, lastOnKey: recent.length === 0 ? null : new Date(recent.at(-1)!) }, new Date(clock));
    expect(wait).toBeLessThanOrEqual(loginThrottle.maxDelayMs);
    clock += wait;
    attempts.push(clock);
  }
  return attempts;
}

describe('an attack from many addresses on one account', () => {
  const day = 24 * 60 * minute;
  const attempts = relentlessAttack(day);

  it('is slowed to a handful of checks per window after the free ones', () => {
    // Attempts are in time order: a window starting at each attempt ends before the first one past it.
    let end = 0;
    const inWindows = attempts.map((start, index) => {
      while (end < attempts.length && attempts[end]! < start + loginThrottle.windowMs) end += 1;
      return end - index;
    });
    const mostInAnyWindow = Math.max(...inWindows);
    expect(mostInAnyWindow).toBeLessThanOrEqual(loginThrottle.freeFailuresPerKey + 11);
    // Fewer than a wall after the free failures let through, which held the owner out as well.
    expect(attempts.length).toBeLessThan((day / loginThrottle.windowMs) * loginThrottle.freeFailuresPerKey);
  });

  it('leaves a check every longest back-off at least: the owner is slowed, never locked out', () => {
    const gaps = attempts.slice(1).map((time, index) => time - attempts[index]!);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(loginThrottle.maxDelayMs);
  });
});

describe('keys', () => {
  it('counts what was typed, ignoring case and surrounding spaces', () => {
    expect(identifierKey({ email: ' Learner@Demo.TEST ' })).toBe('email:learner@demo.test');
    expect(identifierKey({ username: 'Lea.Martin' })).toBe('username:lea.martin');
  });

  it('holds back the identifiers anyone may type by their address, not a known browser nor a signed-in user', () => {
    expect([identifierKey({ email: 'a@b.c' }), identifierKey({ username: 'a' }), deviceKey('a'), userKey('a')].map(heldBackByAddress)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('keeps an email and a username apart, even when they name one user, and apart from devices and users', () => {
    const keys = [identifierKey({ email: 'x' }), identifierKey({ username: 'x' }), deviceKey('x'), userKey('x')];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    [{ id: '42', email: 'Lea@Demo.test', username: 'Lea.Martin' }, ['user:42', 'email:lea@demo.test', 'username:lea.martin']],
    [{ id: '43', email: '', username: 'sso.only' }, ['user:43', 'username:sso.only']],
    [{ id: '44', email: 'no.username@demo.test', username: null }, ['user:44', 'email:no.username@demo.test']],
  ])('names every key of a user for a password reset: %j', (user, expected) => {
    expect(keysOfUser(user)).toEqual(expected);
  });
});
