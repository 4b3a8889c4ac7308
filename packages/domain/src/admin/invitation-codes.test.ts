import { describe, expect, it } from 'vitest';
import { classTakesLearners, generatedInvitationCode, invitationCodePattern, invitationCodeRefusal, invitationCodeState } from './invitation-codes';

const now = new Date('2026-11-23T12:00:00Z');
const code = { maxUses: 10, useCount: 3, expiresAt: new Date('2026-12-01T00:00:00Z'), disabledAt: null };

describe('invitationCodeState', () => {
  it.each([
    ['available with uses left before its expiry', code, 'available'],
    ['available without limit nor expiry', { ...code, maxUses: null, expiresAt: null }, 'available'],
    ['used up at its limit', { ...code, useCount: 10 }, 'usedUp'],
    ['expired at its expiry, to the millisecond', { ...code, expiresAt: now }, 'expired'],
    ['disabled before anything else', { ...code, useCount: 10, expiresAt: now, disabledAt: now }, 'disabled'],
    ['used up with a limit of 0', { ...code, maxUses: 0, useCount: 0 }, 'usedUp'],
  ] as const)('%s', (_, facts, expected) => {
    expect(invitationCodeState(facts, now)).toBe(expected);
  });
});

describe('invitationCodeRefusal', () => {
  it.each([
    ['unknown for a code the tenant does not have', undefined, 'unknown'],
    ['expired', { ...code, expiresAt: now }, 'expired'],
    ['used up', { ...code, useCount: 10 }, 'usedUp'],
    ['disabled', { ...code, disabledAt: now }, 'disabled'],
    ['used up when its last use went to another registration meanwhile', code, 'usedUp'],
  ] as const)('%s', (_, facts, expected) => {
    expect(invitationCodeRefusal(facts, now)).toBe(expected);
  });
});

describe('generatedInvitationCode', () => {
  it('makes three groups of four unambiguous characters that pass the typed-code rule', () => {
    const generated = generatedInvitationCode(Uint8Array.from({ length: 12 }, (_, index) => index * 37));
    expect(generated).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(invitationCodePattern.test(generated)).toBe(true);
  });

  it('differs with its bytes and refuses too few', () => {
    expect(generatedInvitationCode(new Uint8Array(12))).not.toBe(generatedInvitationCode(new Uint8Array(12).fill(1)));
    expect(() => generatedInvitationCode(new Uint8Array(11))).toThrow(RangeError);
  });
});

describe('classTakesLearners', () => {
  it.each([
    ['open without an end', { closed: false, expireAt: null }, true],
    ['open until its last day', { closed: false, expireAt: new Date('2026-11-23T12:00:01Z') }, true],
    ['ended at its end, to the millisecond', { closed: false, expireAt: now }, false],
    ['closed by an admin, whatever its days', { closed: true, expireAt: null }, false],
  ] as const)('%s', (_, klass, expected) => {
    expect(classTakesLearners(klass, now)).toBe(expected);
  });
});
