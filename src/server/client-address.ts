import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Who a client is, for rate limits: an address in one canonical form, whatever way the socket
 * or a proxy wrote it. A server listening on `::` sees an IPv4 peer as `::ffff:127.0.0.1`, and
 * IPv6 can be written in many ways (`::1`, `0:0::1`, upper case); all of them compare equal here.
 * An IPv6 client is keyed by its /64, the smallest network a provider hands one customer, so
 * a client cannot escape a limit by walking through the addresses of its own network.
 */

/** Entries of TRUST_PROXY: an address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or `loopback`. */
export function parseTrustedProxy(entry: string): Array<{ address: string; prefix?: number }> {
  const value = entry.trim();
  if (value.toLowerCase() === 'loopback') {
    return [
      { address: '127.0.0.0', prefix: 8 },
      { address: '::1', prefix: 128 },
    ];
  }
  const [rawAddress, rawPrefix, ...rest] = value.split('/');
  const address = canonicalAddress(rawAddress);
  if (!address || rest.length > 0) throw new Error(`"${value}" is not an IP address or range`);
  if (rawPrefix === undefined) return [{ address }];
  const max = isIPv4(address) ? 32 : 128;
  if (!/^\d{1,3}$/.test(rawPrefix) || Number(rawPrefix) > max) {
    throw new Error(`"${value}" has a prefix length that is not 0–${max}`);
  }
  return [{ address, prefix: Number(rawPrefix) }];
}

/** The trusted proxies as a BlockList, built once; IPv4-mapped peers are checked as IPv4. */
export function trustedProxyList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    for (const { address, prefix } of parseTrustedProxy(entry)) {
      const family = isIPv4(address) ? 'ipv4' : 'ipv6';
      if (prefix === undefined) list.addAddress(address, family);
      else list.addSubnet(address, prefix, family);
    }
  }
  return list;
}

/**
 * An address in canonical form, or null when it is none: brackets, a zone (`%eth0`) and the
 * IPv4-mapped prefix are dropped, IPv6 is lower case and compressed (RFC 5952).
 * @internal Exported for its unit test: the canonical forms are a parser checked address by
 * address; the limits only show an IPv6 client's /64.
 */
export function canonicalAddress(raw: string | undefined): string | null {
  if (!raw) return null;
  let value = raw.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  if (isIPv4(value)) return value;
  if (!isIPv6(value)) return null;
  const groups = expandIPv6(value);
  // ::ffff:a.b.c.d is an IPv4 client reaching an IPv6 socket.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6] >> 8}.${groups[6] & 255}.${groups[7] >> 8}.${groups[7] & 255}`;
  }
  return compressIPv6(groups);
}

/** The key a limit counts a client by: an IPv4 address, or an IPv6 client's /64. */
function clientKey(address: string): string {
  if (!isIPv6(address)) return address;
  const groups = expandIPv6(address);
  return `${compressIPv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/**
 * The client of a request: the socket's peer, unless that peer is one of our own proxies; then
 * X-Forwarded-For is read from the right (each proxy appends the address it was reached from),
 * past every trusted proxy, and the first address that is not one is the client. Anyone else's
 * forwarding header is ignored, so rotating it gets a client nowhere. Without a socket (an
 * in-process request) only the header can say.
 */
export function resolveClientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: BlockList,
): string {
  const peer = canonicalAddress(socketAddress);
  if (peer && !isTrusted(trusted, peer)) return clientKey(peer);
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => canonicalAddress(h))
    .filter((h): h is string => h !== null);
  let client: string | null = null;
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i];
    if (!peer || !isTrusted(trusted, client)) break;
  }
  if (client) return clientKey(client);
  return peer ? clientKey(peer) : 'unknown';
}

function isTrusted(list: BlockList, address: string): boolean {
  return list.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail included). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const all = tail === undefined ? left : [...left, ...Array(missing).fill('0'), ...right];
  return all.map((g) => parseInt(g, 16));
}

/** RFC 5952: lower case, no leading zeros, the longest run of two or more zero groups as `::`. */
function compressIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  const left = hex.slice(0, bestStart).join(':');
  const right = hex.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}
