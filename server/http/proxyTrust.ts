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
 * Entries further left were written by whoever sent the request, so no choice of them moves the answer.
 */
export type ProxyTrust =
  {kind: 'none'} | {kind: 'hops'; hops: number} | {kind: 'addresses'; list: BlockList; description: string};

export const NO_PROXY: ProxyTrust = {kind: 'none'};

const FALSE = new Set(['', '0', 'false', 'no', 'off']);
const TRUE = new Set(['true', 'yes', 'on']);

function addressFamily(address: string): 'ipv4' | 'ipv6' {
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

function isTrusted(list: BlockList, address: string): boolean {
  // An IPv4 peer seen on a dual-stack socket as ::ffff:a.b.c.d is checked as IPv4.
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) !== 0 && list.check(plain, addressFamily(plain));
}

/** The client's address from the socket's peer and the X-Forwarded-For header, under `trust`. */
export function clientAddressFrom(trust: ProxyTrust, socket: string, forwardedFor: string | undefined): string {
  if (trust.kind === 'none') {
    return socket;
  }
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, socket];
  if (trust.kind === 'hops') {
    // Fewer entries than hops: the request did not come through every proxy, so its header may be the
    // sender's own invention; only the connection is known then.
    const candidate = forwarded.length >= trust.hops ? chain[chain.length - 1 - trust.hops]! : socket;
    return isIP(candidate) ? candidate : socket;
  }
  let client = socket;
  for (let index = chain.length - 1; index > 0 && isTrusted(trust.list, client); index--) {
    const next = chain[index - 1]!;
    if (!isIP(next)) {
      // A trusted proxy wrote something that is no address: the proxy itself is the last thing we know.
      break;
    }
    client = next;
  }
  return client;
}
