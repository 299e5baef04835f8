// Where a webhook may go. In production only https, and never to a private, loopback, link-local
// or otherwise internal address: every address the name resolves to is checked, and the request
// is then sent to one of those checked addresses (so a second DNS answer cannot swap it).
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOKS_MESSAGES } from './webhooks.messages.js';

export class WebhookUrlError extends Error {}

const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, prefix, 'ipv6');

/** True for an address no webhook may reach in production. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return INTERNAL.check(mapped[1], 'ipv4');
  if (/^::ffff:/i.test(address)) return true;
  return INTERNAL.check(address, 'ipv6');
}

export interface ResolvedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/** Checks a webhook URL and resolves its host; throws WebhookUrlError with the reason. */
export async function resolveWebhookUrl(
  raw: string,
  allowPrivate: boolean,
): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError(WEBHOOKS_MESSAGES.enterUrl);
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
    throw new WebhookUrlError(WEBHOOKS_MESSAGES.httpsOnly);
  if (url.username || url.password) throw new WebhookUrlError(WEBHOOKS_MESSAGES.noCredentials);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new WebhookUrlError(WEBHOOKS_MESSAGES.hostNotFound(host));
  }
  if (addresses.length === 0) throw new WebhookUrlError(WEBHOOKS_MESSAGES.hostNotFound(host));
  if (!allowPrivate && addresses.some((a) => isInternalAddress(a.address)))
    throw new WebhookUrlError(WEBHOOKS_MESSAGES.internalAddress);
  const first = addresses[0];
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
