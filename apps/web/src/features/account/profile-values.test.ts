import { describe, expect, it } from 'vitest';
import { learnerMe } from '../../test/fixtures';
import { changedFields, editableFields, emailChanging, emailEditable, profileValues, rebasedValues } from './profile-values';

const all = { lastname: true, firstname: true, username: true, email: true, birthday: true };

describe('profile values', () => {
  it('starts from the account, with blanks for nulls', () => {
    expect(profileValues({ ...learnerMe, birthday: null, username: null })).toEqual({
      lastname: 'Martin',
      firstname: 'Léa',
      username: '',
      email: 'learner@demo.test',
      birthday: '',
    });
  });

  it.each([
    ['set, not from an invitation', learnerMe, false],
    ['set, from an invitation', { ...learnerMe, isFromInvitationCode: true }, true],
    ['empty', { ...learnerMe, email: '' }, true],
  ])('e-mail editable when %s', (_, me, expected) => {
    expect(emailEditable(me)).toBe(expected);
    expect(editableFields(me, all).email).toBe(expected);
  });

  it('sends only the changed fields the user may set, trimmed', () => {
    const initial = profileValues(learnerMe);
    const current = { ...initial, firstname: ' Léane ', username: 'new.name', birthday: '1998-04-13' };
    expect(changedFields(initial, current, { ...all, username: false })).toEqual({ firstname: 'Léane', birthday: '1998-04-13' });
    expect(changedFields(initial, initial, all)).toEqual({});
  });

  it.each([
    ['another address', 'lea@demo.test', all, true],
    ['a first address', 'lea@demo.test', all, true],
    ['the same one in other case', ' LEARNER@demo.test ', all, false],
    ['an address the user may not set', 'lea@demo.test', { ...all, email: false }, false],
  ])('the e-mail changes with %s: %s', (label, email, editable, expected) => {
    const initial = profileValues(label === 'a first address' ? { ...learnerMe, email: '' } : learnerMe);
    expect(emailChanging(initial, { ...initial, email }, editable)).toBe(expected);
  });

  it('follows the account where the user typed nothing, and keeps what they typed', () => {
    const initial = profileValues(learnerMe);
    const typed = { ...initial, firstname: 'Léane' };
    const account = profileValues({ ...learnerMe, email: 'lea@new.test', firstname: 'Léa-Marie' });
    expect(rebasedValues(initial, typed, account)).toEqual({ ...account, firstname: 'Léane' });
    expect(rebasedValues(initial, initial, account)).toEqual(account);
  });
});
