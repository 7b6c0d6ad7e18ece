import {BlockList, isIP} from 'node:net';

/**
 * Which reverse proxies in front of the server may be believed about the client's address (TRUST_PROXY):
 *
 * - `none`: no proxy; the socket's peer is the client and X-Forwarded-For is ignored.
 * - `hops`: exactly this many proxies, each appending the address it saw (CDN + load balancer = 2). The client
 *   is the entry that many places from the right of X-Forwarded-For followed by the socket's peer.
 * - `addresses`: proxies known by address or network (CIDR). Walking from the socket's peer leftwards through
 *   X-Forwarded-For, the first address that is not a trusted proxy is the client.
 *
 * Entries further left were written by whoever sent the request, so no choice of them moves the answer
 * (http/proxyTrust.ts walks the header).
 */
export type ProxyTrust =
  {kind: 'none'} | {kind: 'hops'; hops: number} | {kind: 'addresses'; list: BlockList; description: string};

export const NO_PROXY: ProxyTrust = {kind: 'none'};

const FALSE = new Set(['', '0', 'false', 'no', 'off']);
const TRUE = new Set(['true', 'yes', 'on']);

export function addressFamily(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** Parses TRUST_PROXY; throws with what is wrong. */
export function parseProxyTrust(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim().toLowerCase();
  if (FALSE.has(text)) {
    return NO_PROXY;
  }
  if (TRUE.has(text)) {
    return {kind: 'hops', hops: 1};
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? NO_PROXY : {kind: 'hops', hops};
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address, prefix, ...rest] = entry.split('/');
    if (!address || !isIP(address) || rest.length > 0) {
      throw new Error(`"${entry}" is neither a number of proxy hops nor an IP address or CIDR network`);
    }
    const family = addressFamily(address);
    if (prefix === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 'ipv4' ? 32 : 128)) {
      throw new Error(`"${entry}" has an invalid network prefix`);
    }
    list.addSubnet(address, bits, family);
  }
  return {kind: 'addresses', list, description: text};
}

/** For the start-up log. */
export function describeProxyTrust(trust: ProxyTrust): string {
  switch (trust.kind) {
    case 'none':
      return 'no proxy trusted: the connection’s address is the client';
    case 'hops':
      return `${trust.hops} trusted proxy hop(s): X-Forwarded-For entry ${trust.hops} from the right is the client`;
    case 'addresses':
      return `trusted proxies ${trust.description}: the first other address from the right is the client`;
  }
}
