/**
 * Invitation codes (docs/administration.md#invitation-codes): a tenant's admin hands a code out; whoever
 * registers with it while it is available gets an account. Codes are compared without case.
 */

/** A code as typed: letters, digits, '-' and '_', 4 to 40 characters. */
export const invitationCodePattern = /^[A-Za-z0-9_-]{4,40}$/;
export const invitationCodeLength = { min: 4, max: 40 } as const;
/** The most uses an admin may allow one code (a code without a limit is allowed too). */
export const maxInvitationUses = 1_000_000;

export const invitationCodeStates = ['available', 'disabled', 'expired', 'usedUp'] as const;
export type InvitationCodeState = (typeof invitationCodeStates)[number];

export interface InvitationCodeFacts {
  maxUses: number | null;
  useCount: number;
  expiresAt: Date | null;
  disabledAt: Date | null;
}

/** Why a code is not available, disabled first (an admin's decision outranks the calendar); else available. */
export function invitationCodeState(code: InvitationCodeFacts, now: Date): InvitationCodeState {
  if (code.disabledAt !== null) return 'disabled';
  if (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (code.maxUses !== null && code.useCount >= code.maxUses) return 'usedUp';
  return 'available';
}

/** Why registration refuses a code, as the learner is told: the state that stops it, or `unknown` for a code the tenant does not have. */
export type InvitationCodeRefusal = Exclude<InvitationCodeState, 'available'> | 'unknown';

export function invitationCodeRefusal(code: InvitationCodeFacts | undefined, now: Date): InvitationCodeRefusal {
  if (code === undefined) return 'unknown';
  const state = invitationCodeState(code, now);
  // Available though refused a moment ago: another registration took its last use meanwhile.
  return state === 'available' ? 'usedUp' : state;
}

/** What decides whether a class still takes learners: closed by an admin, or its last day. */
interface ClassOpening {
  closed: boolean;
  expireAt: Date | null;
}

/**
 * A class a code may enrol into (docs/administration.md#invitation-codes): not closed and not ended
 * (one still to start is open: its learners find it among their upcoming classes).
 */
export function classTakesLearners(klass: ClassOpening, now: Date): boolean {
  return !klass.closed && (klass.expireAt === null || klass.expireAt.getTime() > now.getTime());
}

/** Without letters that read alike (0/O, 1/I/L), so a code read aloud or copied from paper is typed right. */
const generatedAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * A new code from random bytes (the caller's, so this stays pure): three groups of four, e.g.
 * `K7MQ-2XPA-HC9D` — 31^12 ≈ 7.9 × 10^17 codes, far beyond guessing under the sign-in throttle.
 */
export function generatedInvitationCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 12) throw new RangeError('12 random bytes are needed');
  const letters = Array.from(randomBytes.subarray(0, 12), (byte) => generatedAlphabet[byte % generatedAlphabet.length]);
  return [letters.slice(0, 4), letters.slice(4, 8), letters.slice(8, 12)].map((group) => group.join('')).join('-');
}
