/**
 * Sign-in throttling (docs/architecture.md#sign-in-throttling). Attempts are counted per key over a
 * sliding window, each recorded before its password is checked and forgiven when it was right:
 * - per key *and* client address: a few free tries, then a back-off that doubles with each
 *   failure (1 s, 2 s, 4 s … capped), so a typo costs nothing and one guesser is slowed to a crawl
 *   without holding back the owner at another address;
 * - per key across addresses: more free tries, then the same back-off, so guessing from many
 *   addresses is slowed too. It is a delay, never a wall: no answer asks to wait longer than the
 *   longest back-off after the last failure, and the next attempt after it is checked;
 * - per address across identifiers (sign-in): checked failures count, with the few attempts being
 *   checked at that moment (those in a hashing slot), never right passwords nor attempts waiting
 *   for a slot, and the cap is far above a class's typos, so a class behind one school address
 *   signs in at once; an address guessing many accounts' passwords stops at it, however many of
 *   its guesses arrive at once.
 *   A browser the user signed in from before (device key) and a signed-in user (user key) are
 *   not held back by it: nobody spraying passwords holds those keys;
 * - per address across keys, attempts rather than failures: where each guess is a key of its own
 *   (invitation codes).
 */
export interface ThrottleLimits {
  /** The throttle that counts an attempt; a cap per address counts only its own attempts. */
  name: 'sign-in' | 'invitation-code';
  windowMs: number;
  freeFailuresPerKeyAndAddress: number;
  freeFailuresPerKey: number;
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts from one address, on any key, after which that address waits out the window; null: no cap. */
  maxAttemptsPerAddress: number | null;
  /**
   * Checked failures from one address, on any key, after which an identifier typed there waits
   * until the oldest of them leaves the window; null: no cap.
   */
  maxFailuresPerAddress: number | null;
}

export const loginThrottle: ThrottleLimits = {
  name: 'sign-in',
  windowMs: 15 * 60 * 1000,
  freeFailuresPerKeyAndAddress: 5,
  freeFailuresPerKey: 50,
  baseDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  maxAttemptsPerAddress: null,
  // Ten classes of 20 each mistyping once in a quarter of an hour; one address spraying a password
  // over many accounts gets 200 checks a quarter of an hour, whatever its parallelism.
  maxFailuresPerAddress: 200,
};

/** Registration: each wrong code is a key of its own, so only a cap per address slows guessing codes. */
export const invitationCodeThrottle: ThrottleLimits = {
  ...loginThrottle,
  name: 'invitation-code',
  maxAttemptsPerAddress: 20,
  maxFailuresPerAddress: null,
};

/** What the window holds for one attempt: failures, and attempts still being checked, which count like failures. */
export interface RecentAttempts {
  /** On this key from this address, and the time of the last one. */
  fromAddress: number;
  lastFromAddress: Date | null;
  /** On this key from any address, and the time of the last one. */
  onKey: number;
  lastOnKey: Date | null;
  /** From this address on any key of the same throttle (read only where the throttle caps attempts per address). */
  fromAddressOnAnyKey: number;
  /**
   * Checked failures from this address on any key of the same throttle, with its attempts being
   * checked (a few: those in a hashing slot), and the oldest one's time (read only where the
   * throttle caps failures per address and the key is held back by it).
   */
  failuresFromAddressOnAnyKey: number;
  oldestFailureFromAddress: Date | null;
}

/** How long to wait after `failures` failures when the first `free` cost nothing (0: go ahead). */
export function backoffMs(failures: number, free: number, limits: ThrottleLimits = loginThrottle): number {
  const beyond = failures - free;
  if (beyond < 0) return 0;
  return Math.min(limits.baseDelayMs * 2 ** Math.min(beyond, 30), limits.maxDelayMs);
}

function backoffLeftMs(failures: number, last: Date | null, free: number, now: Date, limits: ThrottleLimits): number {
  const backoff = backoffMs(failures, free, limits);
  if (backoff === 0 || last === null) return 0;
  return Math.max(0, last.getTime() + backoff - now.getTime());
}

/** Past the cap on an address's failures: until the oldest of them leaves the window (the next may then be checked). */
function addressCapLeftMs(recent: RecentAttempts, now: Date, limits: ThrottleLimits): number {
  const cap = limits.maxFailuresPerAddress;
  if (cap === null || recent.failuresFromAddressOnAnyKey < cap || recent.oldestFailureFromAddress === null) return 0;
  return Math.max(0, recent.oldestFailureFromAddress.getTime() + limits.windowMs - now.getTime());
}

/** Milliseconds before another attempt may be checked; 0 when it may be checked now. */
export function retryAfterMs(recent: RecentAttempts, now: Date, limits: ThrottleLimits = loginThrottle): number {
  if (limits.maxAttemptsPerAddress !== null && recent.fromAddressOnAnyKey >= limits.maxAttemptsPerAddress) return limits.windowMs;
  return Math.max(
    addressCapLeftMs(recent, now, limits),
    backoffLeftMs(recent.fromAddress, recent.lastFromAddress, limits.freeFailuresPerKeyAndAddress, now, limits),
    backoffLeftMs(recent.onKey, recent.lastOnKey, limits.freeFailuresPerKey, now, limits),
  );
}

/**
 * Whether an attempt on `key` is held back by its address's failures: only an identifier as
 * typed, what anyone may try. A device key is a browser that signed its user in before and a user
 * key a signed-in user: their owners are never refused for others' mistakes at their address, and
 * each is slowed by its own failures.
 */
export function heldBackByAddress(key: string): boolean {
  return key.startsWith(emailPrefix) || key.startsWith(usernamePrefix);
}

const emailPrefix = 'email:';
const usernamePrefix = 'username:';

/**
 * The key of a password typed at sign-in: the identifier as typed (emails and usernames match
 * case-insensitively, so they are counted that way), never the user it names. An email and a
 * username of one user are two keys: were they one, a guess at one that slowed the other would
 * tell that both name the same account, and unknown identifiers would answer otherwise.
 */
export function identifierKey(login: { email: string } | { username: string }): string {
  return 'email' in login ? `${emailPrefix}${normalised(login.email)}` : `${usernamePrefix}${normalised(login.username)}`;
}

/** The key of a browser the user signed in from before (its device cookie): its failures hold back that browser only. */
export function deviceKey(deviceId: string): string {
  return `device:${deviceId}`;
}

/** The key of a signed-in user's current password (a password change): a stolen token's guesses hold back that user's own checks. */
export function userKey(userId: string): string {
  return `user:${userId}`;
}

/** Every key a password reset forgets: the user's email and username as sign-in keys, and the user. */
export function keysOfUser(user: { id: string; email: string; username: string | null }): string[] {
  const keys = [userKey(user.id)];
  if (user.email.trim() !== '') keys.push(identifierKey({ email: user.email }));
  if (user.username !== null && user.username.trim() !== '') keys.push(identifierKey({ username: user.username }));
  return keys;
}

const normalised = (identifier: string) => identifier.trim().toLowerCase();
