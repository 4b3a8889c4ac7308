import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { readCookie } from '../http/cookies';

/**
 * Device cookies (docs/architecture.md#sign-in-throttling, after OWASP's "Slow Down Online
 * Guessing Attacks with Device Cookies"). A browser that signed a user in keeps a signed token
 * naming the tenant, the user and a random device id; that user's next sign-ins from it are
 * throttled under the device's own key, so guesses at the account from elsewhere never slow the
 * owner there. The cookie only relaxes the throttle: it signs no one in, and it is sent to the
 * sign-in route only.
 */
export const DEVICE_COOKIE = 'espace_device';
const SIGN_IN_PATH = '/api/users/login';

/** How long a browser is remembered after its last sign-in (each sign-in renews it). */
export const DEVICE_COOKIE_LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/** Users one browser remembers, the most recent first: enough for a shared computer, small enough for one header. */
export const USERS_PER_BROWSER = 10;

/** A purpose label of its own: the key signs nothing but these tokens, even though it comes from the JWT secret. */
const KEY_PURPOSE = 'espace-apprenant/sign-in-device-cookies/v1';

const ID = /^[\w-]{1,64}$/;
const EXPIRES = /^\d{1,12}$/;

export interface DeviceCookies {
  /** This browser's device id for the user, when its cookie holds an unexpired token for them on this tenant. */
  deviceOf(cookieHeader: string | undefined, tenantId: string, userId: string, now: Date): string | undefined;
  /** The `Set-Cookie` header after the user signed in: a new token for them first, the other users' valid tokens after it. */
  afterSignIn(cookieHeader: string | undefined, tenantId: string, userId: string, now: Date, secure: boolean): string;
}

interface DeviceToken {
  userId: string;
  deviceId: string;
  expires: string;
  text: string;
}

export function createDeviceCookies(jwtSecret: string): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', KEY_PURPOSE, 32));
  // JSON keeps the fields apart whatever they hold.
  const signatureOf = (tenantId: string, userId: string, deviceId: string, expires: string) =>
    createHmac('sha256', key)
      .update(JSON.stringify([tenantId, userId, deviceId, expires]))
      .digest('base64url');

  const validTokens = (cookieHeader: string | undefined, tenantId: string, now: Date): DeviceToken[] =>
    (readCookie(cookieHeader, DEVICE_COOKIE) ?? '')
      .split('~')
      .slice(0, USERS_PER_BROWSER)
      .flatMap((text) => {
        const [userId = '', deviceId = '', expires = '', signature = '', ...rest] = text.split('.');
        if (rest.length > 0 || !ID.test(userId) || !ID.test(deviceId) || !EXPIRES.test(expires)) return [];
        const expected = Buffer.from(signatureOf(tenantId, userId, deviceId, expires));
        const given = Buffer.from(signature);
        // Constant time: a signature is never guessed byte by byte from response times.
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) return [];
        if (Number(expires) * 1000 <= now.getTime()) return [];
        return [{ userId, deviceId, expires, text }];
      });

  return {
    deviceOf(cookieHeader, tenantId, userId, now) {
      return validTokens(cookieHeader, tenantId, now).find((token) => token.userId === userId)?.deviceId;
    },
    afterSignIn(cookieHeader, tenantId, userId, now, secure) {
      const deviceId = randomBytes(16).toString('base64url');
      const expires = String(Math.floor(now.getTime() / 1000) + DEVICE_COOKIE_LIFETIME_SECONDS);
      const fresh = [userId, deviceId, expires, signatureOf(tenantId, userId, deviceId, expires)].join('.');
      const others = validTokens(cookieHeader, tenantId, now).filter((token) => token.userId !== userId);
      const value = [fresh, ...others.map((token) => token.text)].slice(0, USERS_PER_BROWSER).join('~');
      // Strict: no other site's page can make the browser send it; the sign-in route only.
      const attributes = [`${DEVICE_COOKIE}=${value}`, `Path=${SIGN_IN_PATH}`, `Max-Age=${DEVICE_COOKIE_LIFETIME_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
      return (secure ? [...attributes, 'Secure'] : attributes).join('; ');
    },
  };
}
