import { describe, expect, it } from 'vitest';
import { frontofficeHost, hostnameOf, isWellFormedHost, matchTenant } from './host-matching';

const demo = { alias: 'demo', isDefault: true, hosts: { frontoffice: 'localhost:3000' } };
const acme = { alias: 'acme', isDefault: false, hosts: { frontoffice: 'acme.localhost:3000' } };
const other = { alias: 'other', isDefault: false, hosts: { frontoffice: 'Learn.Example.com' } };
const none = { alias: 'none', isDefault: false, hosts: { frontoffice: null } };
const origin = { alias: 'origin', isDefault: false, hosts: { frontoffice: 'https://Campus.Example.org' } };
const tenants = [none, demo, acme, other, origin];

describe('matchTenant', () => {
  it.each([
    ['localhost:3000', 'demo'],
    ['acme.localhost:3000', 'acme'],
    ['acme.localhost:3100', 'acme'],
    ['ACME.localhost', 'acme'],
    ['learn.example.com', 'other'],
    ['learn.example.com:8443', 'other'],
    ['localhost:5173', 'demo'],
    ['campus.example.org', 'origin'],
    ['unknown.test', 'demo'],
    ['', 'demo'],
    [undefined, 'demo'],
  ])('%s → %s', (host, alias) => {
    expect(matchTenant(host, tenants)?.alias).toBe(alias);
  });

  it('prefers the exact host over a same-name host on another port', () => {
    const acmeDev = { alias: 'acme-dev', isDefault: false, hosts: { frontoffice: 'acme.localhost:5173' } };
    expect(matchTenant('acme.localhost:5173', [acme, acmeDev])?.alias).toBe('acme-dev');
  });

  it('is undefined when nothing matches and no tenant is the default', () => {
    expect(matchTenant('x.test', [acme])).toBeUndefined();
  });
});

describe('hostnameOf', () => {
  it.each([
    ['acme.localhost:3000', 'acme.localhost'],
    ['[::1]:3000', '[::1]'],
    ['Example.COM', 'example.com'],
  ])('%s → %s', (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe('isWellFormedHost', () => {
  it.each(['localhost', 'localhost:3000', 'acme.localhost:3100', 'Learn.Example.com', '127.0.0.1:8080', '[::1]:3000', 'example.com.'])('accepts %s', (host) => {
    expect(isWellFormedHost(host)).toBe(true);
  });

  it.each([
    'localhost:3000@evil.test',
    'localhost:@evil.test',
    'localhost:3000/.evil.test',
    'localhost:3000#@evil.test',
    'localhost:3000\\@evil.test',
    'user@localhost',
    'local host',
    'localhost:abc',
    'localhost:3000:4000',
    '',
  ])('refuses %j', (host) => {
    expect(isWellFormedHost(host)).toBe(false);
  });
});

describe('frontofficeHost', () => {
  it.each([
    ['acme.localhost:3000', 'acme.localhost:3000'],
    ['https://Learn.Acme.example/', 'learn.acme.example'],
    ['http://[::1]:8080', '[::1]:8080'],
  ])('%s → %s', (frontoffice, expected) => {
    expect(frontofficeHost(frontoffice)).toBe(expected);
  });
});
