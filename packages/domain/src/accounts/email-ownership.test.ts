import { describe, expect, it } from 'vitest';
import { type AddressLink, addressLinkEffect, addressLinkToResend, type AddressState, emailChangeProof, sameAddress } from './email-ownership';

const account = (state: Partial<AddressState> = {}): AddressState => ({ email: 'owner@demo.test', emailVerified: true, pendingEmail: null, ...state });
const confirming = (email: string) => ({ email, awaiting: 'confirmation' as const });
const approving = (email: string) => ({ email, awaiting: 'approval' as const });

describe('sameAddress', () => {
  it.each([
    ['a@demo.test', 'A@Demo.Test', true],
    [' a@demo.test ', 'a@demo.test', true],
    ['a@demo.test', 'b@demo.test', false],
    ['', '', false],
    ['  ', '', false],
  ])('%j and %j → %s', (left, right, expected) => {
    expect(sameAddress(left, right)).toBe(expected);
  });
});

describe('emailChangeProof', () => {
  it.each([
    [{ hasPassword: true, email: 'owner@demo.test' }, 'currentPassword'],
    [{ hasPassword: true, email: '' }, 'currentPassword'],
    [{ hasPassword: false, email: 'owner@demo.test' }, 'currentAddress'],
    [{ hasPassword: false, email: '' }, 'none'],
  ] as const)('%j → %s', (holder, expected) => {
    expect(emailChangeProof(holder)).toBe(expected);
  });
});

describe('addressLinkEffect', () => {
  it.each<[string, AddressLink, AddressState, ReturnType<typeof addressLinkEffect>]>([
    ['proves the current address', { purpose: 'confirm', email: 'Owner@demo.test' }, account({ emailVerified: false }), 'proveCurrent'],
    [
      'moves the pending address it was mailed to',
      { purpose: 'confirm', email: 'new@demo.test' },
      account({ pendingEmail: confirming('new@demo.test') }),
      'movePending',
    ],
    [
      'a first address, from none',
      { purpose: 'confirm', email: 'new@demo.test' },
      account({ email: '', pendingEmail: confirming('new@demo.test') }),
      'movePending',
    ],
    ['nothing for an address the account gave up', { purpose: 'confirm', email: 'old@demo.test' }, account(), 'none'],
    [
      'nothing for a pending address since replaced',
      { purpose: 'confirm', email: 'first@demo.test' },
      account({ pendingEmail: confirming('second@demo.test') }),
      'none',
    ],
    [
      'nothing for a pending address still waiting for approval',
      { purpose: 'confirm', email: 'new@demo.test' },
      account({ pendingEmail: approving('new@demo.test') }),
      'none',
    ],
    [
      'approves from the current address',
      { purpose: 'approve', email: 'owner@demo.test' },
      account({ pendingEmail: approving('new@demo.test') }),
      'approvePending',
    ],
    ['no approval from another address', { purpose: 'approve', email: 'new@demo.test' }, account({ pendingEmail: approving('new@demo.test') }), 'none'],
    ['no approval once approved', { purpose: 'approve', email: 'owner@demo.test' }, account({ pendingEmail: confirming('new@demo.test') }), 'none'],
    ['no approval without a pending change', { purpose: 'approve', email: 'owner@demo.test' }, account(), 'none'],
    ['an approval link proves nothing by itself', { purpose: 'approve', email: 'owner@demo.test' }, account({ emailVerified: false }), 'none'],
    ['no address matches nothing', { purpose: 'confirm', email: '' }, account({ email: '' }), 'none'],
  ])('%s', (_, link, state, expected) => {
    expect(addressLinkEffect(link, state)).toBe(expected);
  });
});

describe('addressLinkToResend', () => {
  it.each<[string, AddressState, AddressLink | null]>([
    ['the pending address’s own link', account({ pendingEmail: confirming('new@demo.test') }), { purpose: 'confirm', email: 'new@demo.test' }],
    ['the approval, to the current address', account({ pendingEmail: approving('new@demo.test') }), { purpose: 'approve', email: 'owner@demo.test' }],
    ['the unproven current address', account({ emailVerified: false }), { purpose: 'confirm', email: 'owner@demo.test' }],
    ['nothing for a proven address', account(), null],
    ['nothing without an address', account({ email: '', emailVerified: false }), null],
  ])('%s', (_, state, expected) => {
    expect(addressLinkToResend(state)).toEqual(expected);
  });
});
