/**
 * Sign-in throttling (docs/security.md). Failures are counted over a sliding window:
 * - per account *and* client address: a few free tries, then a back-off that doubles with
 *   each failure (1 s, 2 s, 4 s … capped), so a typo costs nothing and a guesser is slowed
 *   to a crawl, while the owner signing in from another address is not held up at all;
 * - per account across addresses, a looser cap against guessing from many addresses;
 * - per address across accounts, against one client spraying many accounts.
 * An account is the user when the identifier names one (email and username count as one
 * account), else the identifier as typed. The check runs before the password is verified,
 * so a throttled account gives nothing away, even to the right password.
 */
export const loginThrottle = {
  windowMs: 15 * 60 * 1000,
  freeFailuresPerAccountAndIp: 5,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  maxFailuresPerAccount: 50,
  maxFailuresPerIp: 20,
} as const;

export interface RecentLoginFailures {
  /** Failures in the window for this account from this address, and the time of the last one. */
  accountFromIp: number;
  lastFromIp: Date | null;
  /** Failures in the window for this account from any address. */
  account: number;
  /** Failures in the window from this address, on any account. */
  ip: number;
}

/** How long to wait after `failures` failures of one account from one address (0: go ahead). */
export function loginBackoffMs(failures: number, limits: typeof loginThrottle = loginThrottle): number {
  const beyond = failures - limits.freeFailuresPerAccountAndIp;
  if (beyond < 0) return 0;
  return Math.min(limits.baseDelayMs * 2 ** Math.min(beyond, 30), limits.maxDelayMs);
}

/** Milliseconds before another attempt may be checked; 0 when it may be checked now. */
export function loginRetryAfterMs(failures: RecentLoginFailures, now: Date, limits: typeof loginThrottle = loginThrottle): number {
  if (failures.ip >= limits.maxFailuresPerIp || failures.account >= limits.maxFailuresPerAccount) return limits.windowMs;
  const backoff = loginBackoffMs(failures.accountFromIp, limits);
  if (backoff === 0 || failures.lastFromIp === null) return 0;
  return Math.max(0, failures.lastFromIp.getTime() + backoff - now.getTime());
}

/** Emails and usernames are matched case-insensitively, so they are counted that way too. */
export function loginAccountKey(identifier: string): string {
  return identifier.trim().toLowerCase();
}

/** The throttle's key for a known user: the same whether they typed their email or username. */
export function userAccountKey(userId: string): string {
  return `user:${userId}`;
}
