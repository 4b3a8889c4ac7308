/**
 * Sign-in throttling: failures are counted per account (the email or
 * username tried, within a tenant) and per client IP over a sliding window.
 * Counting failures only means successful sign-ins are never throttled by
 * normal use; checking before the password means a guesser learns nothing
 * once an account is blocked, not even with the right password.
 */
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
} as const;

export interface RecentLoginFailures {
  account: number;
  ip: number;
}

export function loginBlocked(failures: RecentLoginFailures, limits: typeof loginThrottle = loginThrottle): boolean {
  return failures.account >= limits.maxFailuresPerAccount || failures.ip >= limits.maxFailuresPerIp;
}

/** Emails and usernames are matched case-insensitively, so they are counted that way too. */
export function loginAccountKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}
