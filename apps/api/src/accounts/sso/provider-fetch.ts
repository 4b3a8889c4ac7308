import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { Agent } from 'undici';
import { blockListOf, type IpRange, parseIpRange } from '../../http/ip-ranges';
import { onFirstUse } from '../../on-first-use';

/** undici serves only tenants with single sign-on: loaded with the first request to a provider. */
const undici = onFirstUse(() => import('undici'));

/**
 * Where a provider may not be: this machine, private and shared networks, link-local (the cloud's
 * metadata service), and addresses that reach nobody in particular. IPv4-mapped IPv6 addresses
 * (`::ffff:10.0.0.1`) and the NAT64 prefix (`64:ff9b::10.0.0.1`) lead to the IPv4 address they hold.
 */
const ipv4Ranges = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const ipv6Ranges = ['::/128', '::1/128', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8', '64:ff9b:1::/48'];
const embedded = (prefix: string) =>
  ipv4Ranges.map((range) => range.replace(/^([\d.]+)\/(\d+)$/, (_match, address: string, bits: string) => `${prefix}${address}/${96 + Number(bits)}`));
const notPublic = blockListOf(
  [...ipv4Ranges, ...ipv6Ranges, ...embedded('::ffff:'), ...embedded('64:ff9b::')].map((range) => parseIpRange(range)).filter((range) => range !== null),
);

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether an address is on the internet, as a provider's must be unless the operator allows its network. */
export function isPublicAddress(address: string): boolean {
  return isIP(address) !== 0 && !notPublic.check(address, familyOf(address));
}

/** The rule of a server: a public address, or one of the private networks its operator listed (SSO_PRIVATE_NETWORKS). */
export function providerAddressRule(privateNetworks: readonly IpRange[]): (address: string) => boolean {
  const allowed = blockListOf(privateNetworks);
  return (address) => isPublicAddress(address) || (isIP(address) !== 0 && allowed.check(address, familyOf(address)));
}

/** The provider's address is one the server does not connect to: said to the admin in one generic message, whatever it was. */
export class ProviderAddressRefused extends Error {
  constructor() {
    super('The provider is at an address the server does not connect to');
    this.name = 'ProviderAddressRefused';
  }
}

/** Whether a failure, or one of its causes (fetch and openid-client wrap it), is that refusal. */
export function isProviderAddressRefusal(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; cause = cause.cause, depth++) {
    if (cause instanceof ProviderAddressRefused) return true;
  }
  return false;
}

type Resolve = (hostname: string, options: LookupAllOptions, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * A `lookup` for the connections to providers: every address the name resolves to must pass the
 * rule, or none is used (a name answering a public and a private address would let the private one
 * be reached). It runs when the socket connects, on the very addresses it connects to, so an answer
 * that changes between a check and the connection (DNS rebinding) changes nothing.
 */
export function guardedLookup(allowed: (address: string) => boolean, resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      if (addresses.length === 0 || !addresses.every(({ address }) => allowed(address))) return callback(new ProviderAddressRefused(), '', 4);
      if ((options as LookupAllOptions | LookupOneOptions).all === true)
        return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * The fetch every request to a tenant's provider goes through (« Tester la connexion », and the
 * sign-in's discovery, keys, token and userinfo): an address given as such is checked before
 * anything is sent, a name when its socket connects (guardedLookup), and no redirect is followed,
 * so every hop is an address checked. undici (the library Node's fetch is built on), because
 * Node's built-in fetch takes no connection options of ours.
 */
export function createProviderFetch(privateNetworks: readonly IpRange[]): { fetch: typeof fetch; close: () => Promise<void> } {
  const allowed = providerAddressRule(privateNetworks);
  let agent: Agent | undefined;
  const providerFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input);
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(literal) !== 0 && !allowed(literal)) throw new TypeError('fetch failed', { cause: new ProviderAddressRefused() });
    const { Agent, fetch: undiciFetch } = await undici();
    agent ??= new Agent({ connect: { lookup: guardedLookup(allowed) } });
    // undici's Response is the global one's class, from the copy of undici in node_modules.
    return (await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), redirect: 'manual', dispatcher: agent })) as unknown as Response;
  };
  return { fetch: providerFetch as typeof fetch, close: async () => agent?.close() };
}
