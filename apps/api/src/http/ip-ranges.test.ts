import { describe, expect, it } from 'vitest';
import { blockListOf, parseIpRange } from './ip-ranges';

describe('parseIpRange', () => {
  it.each([
    ['10.0.0.0/8', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    [' 127.0.0.1 ', { address: '127.0.0.1', prefix: 32, family: 'ipv4' }],
    ['fd00::/8', { address: 'fd00::', prefix: 8, family: 'ipv6' }],
    ['::1', { address: '::1', prefix: 128, family: 'ipv6' }],
    ['0.0.0.0/0', { address: '0.0.0.0', prefix: 0, family: 'ipv4' }],
    ['10.0.0.0/33', null],
    ['::1/129', null],
    ['10.0.0.0/8/8', null],
    ['10.0.0.0/', null],
    ['10.0.0.0/x', null],
    ['loopback', null],
    ['proxy.internal', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseIpRange(text)).toEqual(expected);
  });
});

describe('blockListOf', () => {
  it('matches addresses of its ranges, IPv4-mapped IPv6 ones too', () => {
    const list = blockListOf([parseIpRange('10.0.0.0/8'), parseIpRange('fd00::/8')].filter((range) => range !== null));
    expect(list.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(list.check('::ffff:10.1.2.3', 'ipv6')).toBe(true);
    expect(list.check('fd12::1', 'ipv6')).toBe(true);
    expect(list.check('11.0.0.1', 'ipv4')).toBe(false);
  });
});
