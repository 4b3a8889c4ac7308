import { describe, expect, it } from 'vitest';
import { backofficeOrigin, isBackofficeOrigin } from './backoffice-origin';

describe('backofficeOrigin', () => {
  it.each([
    ['http://backoffice.localhost:3001', 'http://backoffice.localhost:3001'],
    ['http://backoffice.localhost:3001/some/path?x=1', 'http://backoffice.localhost:3001'],
    ['https://admin.example.org:443/', 'https://admin.example.org'],
    ['  https://Admin.Example.org  ', 'https://admin.example.org'],
  ])('%s → %s', (host, origin) => {
    expect(backofficeOrigin(host)).toBe(origin);
  });

  it.each([[null], [''], ['   '], ['not a url'], ['javascript:alert(1)'], ['file:///etc/passwd'], ['backoffice.localhost:3001']])(
    'finds no usable origin in %j',
    (host) => {
      expect(backofficeOrigin(host)).toBeNull();
    },
  );
});

describe('isBackofficeOrigin', () => {
  const host = 'http://backoffice.localhost:3001';

  it('accepts the back-office origin itself', () => {
    expect(isBackofficeOrigin('http://backoffice.localhost:3001', host)).toBe(true);
  });

  it.each([
    ['another host', 'http://127.0.0.1:3001'],
    ['another port', 'http://backoffice.localhost:3002'],
    ['another scheme', 'https://backoffice.localhost:3001'],
    ['a sub-domain', 'http://evil.backoffice.localhost:3001'],
    ['an opaque origin', 'null'],
  ])('refuses %s', (_label, origin) => {
    expect(isBackofficeOrigin(origin, host)).toBe(false);
  });

  it('refuses everything when the tenant has no usable back-office', () => {
    expect(isBackofficeOrigin('null', null)).toBe(false);
    expect(isBackofficeOrigin('http://backoffice.localhost:3001', 'nonsense')).toBe(false);
  });
});
