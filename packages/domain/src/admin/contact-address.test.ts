import { describe, expect, it } from 'vitest';
import { parseHelpContact, parseSupportContact } from './contact-address';

describe('parseSupportContact', () => {
  it.each([
    ['accessibilite@demo.test', { kind: 'email', address: 'accessibilite@demo.test' }],
    ['  aide@acme.example ', { kind: 'email', address: 'aide@acme.example' }],
    ['https://acme.example/aide', { kind: 'url', href: 'https://acme.example/aide' }],
    ['http://intranet.example', { kind: 'url', href: 'http://intranet.example/' }],
    ['javascript:alert(1)', null],
    ['mailto:x@y.z', null],
    ['ask your trainer', null],
    ['', null],
    [`https://a.example/${'x'.repeat(500)}`, null],
  ])('%s → %o', (value, expected) => {
    expect(parseSupportContact(value)).toEqual(expected);
  });
});

describe('parseHelpContact', () => {
  it.each([
    ['aide@demo.test', { kind: 'email', address: 'aide@demo.test' }],
    ['  support@acme.example ', { kind: 'email', address: 'support@acme.example' }],
    ['https://aide.acme.example/contact', { kind: 'url', href: 'https://aide.acme.example/contact' }],
    ['http://aide.acme.example', null],
    ['javascript:alert(1)', null],
    ['mailto:aide@demo.test', null],
    ['ftp://files.example', null],
    ['ask your trainer', null],
    ['', null],
    ['   ', null],
    [`${'a'.repeat(250)}@demo.test`, null],
    [`https://a.example/${'x'.repeat(482)}`, { kind: 'url', href: `https://a.example/${'x'.repeat(482)}` }],
    [`https://a.example/${'x'.repeat(483)}`, null],
  ])('%s → %o', (value, expected) => {
    expect(parseHelpContact(value)).toEqual(expected);
  });
});
