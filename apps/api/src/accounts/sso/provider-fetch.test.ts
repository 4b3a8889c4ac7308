import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { parseIpRange } from '../../http/ip-ranges';
import { guardedLookup, isProviderAddressRefusal, isPublicAddress, ProviderAddressRefused, providerAddressRule } from './provider-fetch';

describe('isPublicAddress', () => {
  it.each([
    ['0.0.0.0', 'this host'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8'],
    ['100.64.0.1', 'shared address space 100.64/10'],
    ['100.127.255.255', 'shared address space 100.64/10'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local: the metadata service'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.255', '172.16/12'],
    ['192.0.0.8', 'IETF protocol assignments'],
    ['192.168.1.1', '192.168/16'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'link-local fe80::/10'],
    ['febf::1', 'link-local fe80::/10'],
    ['fc00::1', 'unique local fc00::/7'],
    ['fd12:3456::1', 'unique local fc00::/7'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, in hex'],
    ['::ffff:10.1.2.3', 'IPv4-mapped 10/8'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata service'],
    ['64:ff9b::10.0.0.1', 'NAT64 of 10/8'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b:1::1', 'local-use NAT64'],
  ])('%s is not public (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4007:80c::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('takes a name for no address', () => {
    expect(isPublicAddress('example.com')).toBe(false);
  });
});

describe('providerAddressRule', () => {
  it('lets in the private networks the operator listed, and those only', () => {
    const allowed = providerAddressRule(['10.20.0.0/16', '127.0.0.1', '::1'].map((range) => parseIpRange(range)!));
    expect(['10.20.3.4', '127.0.0.1', '::1', '::ffff:127.0.0.1', '8.8.8.8'].map(allowed)).toEqual([true, true, true, true, true]);
    expect(['10.21.0.1', '127.0.0.2', '169.254.169.254', 'fe80::1', '0.0.0.0'].map(allowed)).toEqual([false, false, false, false, false]);
  });

  it('lets in public addresses only without any', () => {
    const allowed = providerAddressRule([]);
    expect(['127.0.0.1', '::1', '8.8.8.8'].map(allowed)).toEqual([false, false, true]);
  });
});

describe('guardedLookup', () => {
  const answering =
    (addresses: LookupAddress[]) =>
    (_hostname: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) =>
      callback(null, addresses);
  const look = (addresses: LookupAddress[], all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => {
      guardedLookup(providerAddressRule([]), answering(addresses))('idp.example', { all }, (error, address, family) =>
        resolve({ error, result: all ? address : { address, family } }),
      );
    });
  const publicOnes = [
    { address: '93.184.215.14', family: 4 },
    { address: '2606:2800:21f:cb07:6820:80da:af6b:8b2c', family: 6 },
  ];

  it('answers a name whose every address is public, in the form asked', async () => {
    expect(await look(publicOnes, true)).toEqual({ error: null, result: publicOnes });
    expect(await look(publicOnes, false)).toEqual({ error: null, result: { address: '93.184.215.14', family: 4 } });
  });

  it.each([
    ['one private address among public ones', [...publicOnes, { address: '10.0.0.5', family: 4 }]],
    ['a private address first', [{ address: '127.0.0.1', family: 4 }, ...publicOnes]],
    ['an IPv4-mapped loopback', [{ address: '::ffff:127.0.0.1', family: 6 }]],
    ['no address at all', []],
  ])('refuses a name answering %s, whichever form is asked', async (_case, addresses) => {
    for (const all of [true, false]) {
      const { error } = await look(addresses, all);
      expect(error).toBeInstanceOf(ProviderAddressRefused);
    }
  });

  it('passes a resolution failure on as it is', async () => {
    const failure = Object.assign(new Error('getaddrinfo ENOTFOUND idp.example'), { code: 'ENOTFOUND' });
    const error = await new Promise<Error | null>((resolve) =>
      guardedLookup(providerAddressRule([]), (_h, _o, callback) => callback(failure, []))('idp.example', { all: true }, (failed) => resolve(failed)),
    );
    expect(error).toBe(failure);
  });
});

describe('isProviderAddressRefusal', () => {
  it('finds the refusal under the errors fetch and the OIDC client wrap it in', () => {
    const wrapped = new Error('discovery failed', { cause: new TypeError('fetch failed', { cause: new ProviderAddressRefused() }) });
    expect(isProviderAddressRefusal(wrapped)).toBe(true);
    expect(isProviderAddressRefusal(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }))).toBe(false);
    expect(isProviderAddressRefusal('nope')).toBe(false);
  });
});
