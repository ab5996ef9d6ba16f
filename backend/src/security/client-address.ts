import { createHash } from 'node:crypto';
import { isIP, isIPv6 } from 'node:net';

/**
 * The key a client is counted under. IPv4 addresses as they are (IPv4-mapped IPv6 unwrapped); IPv6 by
 * its /64 prefix, because one household or server is handed a whole /64 and could otherwise change
 * address for every request.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  // Not an address (a proxy passed on whatever a client wrote): a short fixed-length key all the same.
  if (!isIP(address.split('%')[0]))
    return `other:${createHash('sha256').update(address).digest('hex').slice(0, 32)}`;
  if (!isIPv6(address)) return address;
  return expandIPv6(address).slice(0, 4).join(':') + '::/64';
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((part) =>
    part.replace(/^0+(?=.)/, ''),
  );
}
