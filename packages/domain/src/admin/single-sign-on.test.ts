import { describe, expect, it } from 'vitest';
import { acceptableIssuer, normalisedIssuer, normalisedScopes } from './single-sign-on';

describe('acceptableIssuer', () => {
  it.each([
    ['https://idp.example.com', true],
    ['https://idp.example.com/realms/school', true],
    ['http://127.0.0.1:3130', true],
    ['http://localhost:3130/oidc', true],
    ['http://idp.example.com', false],
    ['http://10.0.0.1', false],
    ['ftp://idp.example.com', false],
    ['file:///etc/passwd', false],
    ['https://user:secret@idp.example.com', false],
    ['https://idp.example.com/?next=x', false],
    ['https://idp.example.com/#x', false],
    ['not an address', false],
  ])('%s → %s', (issuer, expected) => {
    expect(acceptableIssuer(issuer)).toBe(expected);
  });
});

describe('normalisedIssuer', () => {
  it('drops trailing slashes and spaces', () => {
    expect(normalisedIssuer(' https://idp.example.com/realm// ')).toBe('https://idp.example.com/realm');
  });
});

describe('normalisedScopes', () => {
  it.each([
    ['openid email profile', 'openid email profile'],
    ['  openid   email openid ', 'openid email'],
    ['email profile', null],
    ['openid "quoted"', null],
    ['openid é', null],
  ])('%j → %j', (scopes, expected) => {
    expect(normalisedScopes(scopes)).toBe(expected);
  });
});
