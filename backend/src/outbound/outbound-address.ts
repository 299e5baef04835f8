// The one rule for where the server may open a connection on a customer's behalf (webhooks and
// Web Push): global unicast only. Every IPv6 spelling that carries or reaches an IPv4 address is
// judged by what it reaches, so `::ffff:127.0.0.1`, `[::127.0.0.1]`, NAT64 and 6to4 forms cannot
// smuggle an internal address past an IPv4-only list.
import { isIP } from 'node:net';

/** [first address, prefix length] pairs no outbound request may reach. */
const IPV4_REFUSED: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.31.196.0', 24], // AS112
  ['192.52.193.0', 24], // AMT
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['192.175.48.0', 24], // AS112 direct delegation
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 is allowed only inside 2000::/3 (global unicast); these parts of it are still refused.
 * Everything outside 2000::/3 is refused whole: loopback, unspecified, IPv4-mapped and -compatible
 * (judged by their IPv4 address instead), NAT64 64:ff9b::/96 and 64:ff9b:1::/48, discard 100::/64,
 * ULA fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8.
 */
const IPV6_REFUSED_IN_GLOBAL: readonly (readonly [string, number])[] = [
  ['2001::', 23], // IETF protocol assignments: Teredo 2001::/32, benchmarking 2001:2::/48, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: reaches whatever IPv4 address it embeds
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs (RFC 9602)
];

/** The 16 bytes of an IPv6 address (no zone), or null when it is not one. */
export function ipv6Bytes(address: string): Uint8Array | null {
  if (isIP(address) !== 6 || address.includes('%')) return null;
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail.push(...dotted[1].split('.').map(Number));
    text = text.slice(0, dotted.index + 1) + '0:0';
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, null];
  const groups = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = groups(head);
  const back = rest === null ? [] : groups(rest);
  const words =
    rest === null
      ? front
      : [
          ...front,
          ...new Array<number>(Math.max(0, 8 - front.length - back.length)).fill(0),
          ...back,
        ];
  if (words.length !== 8) return null;
  const bytes = new Uint8Array(16);
  words.forEach((word, i) => {
    bytes[2 * i] = word >> 8;
    bytes[2 * i + 1] = word & 0xff;
  });
  if (dotted) bytes.set(tail, 12);
  return bytes;
}

function ipv4Bytes(address: string): Uint8Array {
  return Uint8Array.from(address.split('.').map(Number));
}

function inPrefix(bytes: Uint8Array, net: Uint8Array, prefix: number): boolean {
  for (let bit = 0; bit < prefix; bit++) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3] & mask) !== (net[bit >> 3] & mask)) return false;
  }
  return true;
}

const V4 = IPV4_REFUSED.map(([net, prefix]) => [ipv4Bytes(net), prefix] as const);
const V6 = IPV6_REFUSED_IN_GLOBAL.map(([net, prefix]) => [ipv6Bytes(net)!, prefix] as const);

function ipv4IsGlobal(bytes: Uint8Array): boolean {
  return !V4.some(([net, prefix]) => inPrefix(bytes, net, prefix));
}

/**
 * True when `address` (an IP literal in any spelling Node's resolver or a URL can produce) is a
 * global unicast address a request may reach. Anything that does not parse is refused.
 */
export function isGlobalUnicast(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 4) return ipv4IsGlobal(ipv4Bytes(bare));
  const bytes = ipv6Bytes(bare);
  if (!bytes) return false;
  // ::ffff:a.b.c.d is how Node hands an IPv4 peer to a dual-stack socket: it is that IPv4 address.
  const mapped =
    bytes.subarray(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return ipv4IsGlobal(bytes.subarray(12));
  if ((bytes[0] & 0xe0) !== 0x20) return false; // outside 2000::/3
  return !V6.some(([net, prefix]) => inPrefix(bytes, net, prefix));
}
