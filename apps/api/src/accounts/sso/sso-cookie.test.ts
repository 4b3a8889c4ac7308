import { describe, expect, it } from 'vitest';
import { readSsoCookie, ssoCookie } from './sso-cookie';

describe('single sign-on binding cookie', () => {
  it('is HttpOnly, Lax, scoped to the tenant’s oidc routes, Secure over https', () => {
    expect(ssoCookie('abc', 'v', 600, false)).toBe('espace_sso=v; Path=/api/contexts/abc/oidc; Max-Age=600; HttpOnly; SameSite=Lax');
    expect(ssoCookie('abc', 'v', 0, true)).toMatch(/; Secure$/);
  });

  it.each([
    [undefined, undefined],
    ['', undefined],
    ['other=1', undefined],
    ['other=1; espace_sso=abc-_1', 'abc-_1'],
    ['espace_sso=a=b', 'a=b'],
  ])('reads %j → %j', (header, expected) => {
    expect(readSsoCookie(header)).toBe(expected);
  });
});
