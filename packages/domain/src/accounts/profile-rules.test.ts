import { describe, expect, it } from 'vitest';
import { isIsoDate, profileIssues, type ProfileField, type ProfileInput, type UserCanSet } from './profile-rules';

const all: UserCanSet = { lastname: true, firstname: true, username: true, email: true, birthday: true };
const every = new Set<ProfileField>(['lastname', 'firstname', 'username', 'email', 'birthday']);
const valid: ProfileInput = {
  lastname: 'Lovelace',
  firstname: 'Ada',
  username: 'ada',
  email: 'ada@demo.test',
  birthday: '1990-12-10',
};
const check = (input: Partial<ProfileInput>, invitation = false) =>
  profileIssues({ ...valid, ...input }, { canSet: all, invitation, changing: every, today: '2025-06-01' });

describe('profileIssues', () => {
  it.each<[Partial<ProfileInput>, boolean, ReturnType<typeof check>]>([
    [{}, false, {}],
    [{ lastname: '' }, false, { lastname: 'required' }],
    [{ lastname: '   ' }, false, { lastname: 'required' }],
    [{ lastname: 'Li' }, false, { lastname: 'length' }],
    [{ lastname: 'Lin' }, false, {}],
    [{ lastname: 'x'.repeat(60) }, false, {}],
    [{ lastname: 'x'.repeat(61) }, false, { lastname: 'length' }],
    [{ firstname: '' }, false, { firstname: 'required' }],
    [{ firstname: 'Al' }, false, { firstname: 'length' }],
    [{ username: '' }, false, {}],
    [{ username: '' }, true, { username: 'required' }],
    [{ username: 'ab' }, false, { username: 'length' }],
    [{ username: 'x'.repeat(61) }, true, { username: 'length' }],
    [{ email: '' }, false, { email: 'required' }],
    [{ email: '' }, true, {}],
    [{ email: 'not-an-email' }, false, { email: 'email' }],
    [{ email: 'a@b' }, false, { email: 'email' }],
    [{ email: 'a b@c.de' }, false, { email: 'email' }],
    [{ email: `${'x'.repeat(250)}@a.fr` }, false, { email: 'length' }],
    [{ email: ' ada@demo.test ' }, false, {}],
    [{ birthday: '' }, false, { birthday: 'required' }],
    [{ birthday: '10/12/1990' }, false, { birthday: 'date' }],
    [{ birthday: '1990-02-30' }, false, { birthday: 'date' }],
    [{ birthday: '2025-06-01' }, false, { birthday: 'date' }],
    [{ birthday: '2030-01-01' }, false, { birthday: 'date' }],
    [{ birthday: '2025-05-31' }, false, {}],
    [{ lastname: '', firstname: '', birthday: 'x' }, false, { lastname: 'required', firstname: 'required', birthday: 'date' }],
  ])('%j (invitation %s) → %j', (input, invitation, expected) => {
    expect(check(input, invitation)).toEqual(expected);
  });

  it('checks only the fields being changed', () => {
    const issues = profileIssues({ lastname: '', email: 'bad' }, { canSet: all, invitation: false, changing: new Set(['email']) });
    expect(issues).toEqual({ email: 'email' });
  });

  it('never reports a field the tenant does not let the user set', () => {
    const canSet = { ...all, lastname: false, birthday: false };
    expect(profileIssues({ lastname: '', birthday: '' }, { canSet, invitation: false, changing: every })).toEqual({
      firstname: 'required',
      email: 'required',
    });
  });

  it('checks only the validity of a birthday when no day is given', () => {
    expect(profileIssues({ birthday: '2999-01-01' }, { canSet: all, invitation: false, changing: new Set(['birthday']) })).toEqual({});
  });
});

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-1-01', false],
    ['', false],
  ])('%s → %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });
});
