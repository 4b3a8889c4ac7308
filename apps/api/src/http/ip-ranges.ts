import { BlockList, isIP } from 'node:net';

/** An address, or a range of them in CIDR notation, as configuration names it. */
export interface IpRange {
  address: string;
  /** The prefix length; the whole address (32 or 128) for a single one. */
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.0/8`, `127.0.0.1`, `fd00::/8`, `::1` → its range; anything else (a name, a bad prefix) → null. */
export function parseIpRange(text: string): IpRange | null {
  const [address = '', prefixText, ...rest] = text.trim().split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  return prefix <= bits ? { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' } : null;
}

/** Node's BlockList of these ranges: it also matches IPv4-mapped IPv6 addresses (`::ffff:10.0.0.1`) against IPv4 ranges. */
export function blockListOf(ranges: readonly IpRange[]): BlockList {
  const list = new BlockList();
  for (const { address, prefix, family } of ranges) list.addSubnet(address, prefix, family);
  return list;
}
