import { describe, expect, it } from 'vitest';
import { missingRequiredData, type RequiredDataSettings, type RequiredDataUser } from './required-data';

const complete: RequiredDataUser = {
  lastname: 'Lovelace',
  firstname: 'Ada',
  birthday: '1990-12-10',
  legal: { cguAcceptedVersion: '2' },
};
const settings: RequiredDataSettings = {
  userCanSet: { lastname: true, firstname: true, birthday: true },
  requireTermsAcceptance: true,
  legal: { cgu: { version: '2' } },
};

describe('missingRequiredData', () => {
  it.each<[Partial<RequiredDataUser>, Partial<RequiredDataSettings>, ReturnType<typeof missingRequiredData>]>([
    [{}, {}, []],
    [{ lastname: null }, {}, ['lastname']],
    [{ firstname: '  ' }, {}, ['firstname']],
    [{ birthday: null }, {}, ['birthday']],
    [{ lastname: null, firstname: null, birthday: null, legal: { cguAcceptedVersion: null } }, {}, ['lastname', 'firstname', 'birthday', 'terms']],
    [{ legal: { cguAcceptedVersion: '1' } }, {}, ['terms']],
    [{ legal: { cguAcceptedVersion: null } }, { requireTermsAcceptance: false }, []],
    [{ legal: { cguAcceptedVersion: null } }, { legal: { cgu: null } }, []],
    [{ lastname: null, birthday: null }, { userCanSet: { lastname: false, firstname: true, birthday: false } }, []],
    [{ firstname: null }, { userCanSet: { lastname: false, firstname: true, birthday: false } }, ['firstname']],
  ])('%j with %j → %j', (user, overrides, expected) => {
    expect(missingRequiredData({ ...complete, ...user }, { ...settings, ...overrides })).toEqual(expected);
  });
});
