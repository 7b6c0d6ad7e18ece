import {isIP, type BlockList} from 'node:net';
import {addressFamily, type ProxyTrust} from '../settings/proxyTrust';

function isTrusted(list: BlockList, address: string): boolean {
  // An IPv4 peer seen on a dual-stack socket as ::ffff:a.b.c.d is checked as IPv4.
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
  return isIP(plain) !== 0 && list.check(plain, addressFamily(plain));
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For header, under `trust` (what each kind of
 * trust means: settings/proxyTrust.ts).
 */
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
