import { describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_SECONDS, USERS_PER_BROWSER } from './device-cookies';

const secret = 'unit-tests-secret-with-32-characters-or-more';
const devices = createDeviceCookies(secret);
const now = new Date('2026-11-22T10:00:00Z');
const tenant = '11111111-1111-4111-8111-111111111111';
const lea = '22222222-2222-4222-8222-222222222222';
const tom = '33333333-3333-4333-8333-333333333333';

/** What the browser sends back after a Set-Cookie: the pair before the attributes. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;
const signedIn = (userId: string, cookie?: string, at = now) => sentBack(devices.afterSignIn(cookie, tenant, userId, at, false));

describe('device cookies', () => {
  it('are HttpOnly, Strict, sent to the sign-in route only, Secure over https, and last half a year', () => {
    const header = devices.afterSignIn(undefined, tenant, lea, now, false);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+; Path=/api/users/login; Max-Age=${DEVICE_COOKIE_LIFETIME_SECONDS}; HttpOnly; SameSite=Strict$`));
    expect(devices.afterSignIn(undefined, tenant, lea, now, true)).toMatch(/; Secure$/);
  });

  it('name a device of the user who signed in, on that tenant, until they expire', () => {
    const cookie = signedIn(lea);
    const device = devices.deviceOf(cookie, tenant, lea, now);
    expect(device).toMatch(/^[\w-]{22}$/);
    expect(devices.deviceOf(`other=1; ${cookie}`, tenant, lea, now)).toBe(device);
    expect(devices.deviceOf(cookie, tenant, tom, now)).toBeUndefined();
    expect(devices.deviceOf(cookie, '44444444-4444-4444-8444-444444444444', lea, now)).toBeUndefined();
    expect(devices.deviceOf(cookie, tenant, lea, new Date(now.getTime() + DEVICE_COOKIE_LIFETIME_SECONDS * 1000))).toBeUndefined();
    expect(createDeviceCookies('another-secret-with-32-characters-or-more').deviceOf(cookie, tenant, lea, now)).toBeUndefined();
  });

  it('give each sign-in a new device id', () => {
    const first = signedIn(lea);
    expect(devices.deviceOf(signedIn(lea, first), tenant, lea, now)).not.toBe(devices.deviceOf(first, tenant, lea, now));
  });

  it('remember the last users of a shared browser, the most recent first', () => {
    const users = Array.from({ length: USERS_PER_BROWSER + 2 }, (_, index) => `55555555-5555-4555-8555-${String(index).padStart(12, '0')}`);
    const cookie = users.reduce<string | undefined>((kept, userId) => signedIn(userId, kept), undefined)!;
    const remembered = users.filter((userId) => devices.deviceOf(cookie, tenant, userId, now) !== undefined);
    expect(remembered).toEqual(users.slice(-USERS_PER_BROWSER));
    // Signing in again moves the user first without a second token.
    const again = signedIn(users.at(-3)!, cookie);
    expect(again.split('~')).toHaveLength(USERS_PER_BROWSER);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty one', `${DEVICE_COOKIE}=`],
    ['a user id swapped', 'swap'],
    ['a device id swapped', 'device'],
    ['a later expiry', 'expiry'],
    ['a signature cut short', 'short'],
    ['an extra part', 'extra'],
  ])('ignore %s', (_case, tampering) => {
    const [name, token = ''] = signedIn(lea).split('=');
    const [userId, deviceId, expires, signature] = token.split('.');
    const tampered: Record<string, string> = {
      swap: [tom, deviceId, expires, signature].join('.'),
      device: [userId, 'AAAAAAAAAAAAAAAAAAAAAA', expires, signature].join('.'),
      expiry: [userId, deviceId, String(Number(expires) + 1), signature].join('.'),
      short: [userId, deviceId, expires, signature!.slice(1)].join('.'),
      extra: [userId, deviceId, expires, signature, 'x'].join('.'),
    };
    const header = tampering === undefined || !(tampering in tampered) ? tampering : `${name}=${tampered[tampering]}`;
    expect(devices.deviceOf(header, tenant, lea, now)).toBeUndefined();
    expect(devices.deviceOf(header, tenant, tom, now)).toBeUndefined();
  });

  it('drop tokens that do not verify when they write the cookie again', () => {
    const cookie = `${signedIn(tom)}~forged.token.1.x`;
    const value = signedIn(lea, cookie).split('=')[1]!;
    expect(value.split('~')).toHaveLength(2);
    expect(devices.deviceOf(`${DEVICE_COOKIE}=${value}`, tenant, tom, now)).toBeDefined();
  });
});
