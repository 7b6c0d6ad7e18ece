import {isIP} from 'node:net';
import type {Context} from 'hono';
import {getConnInfo} from '@hono/node-server/conninfo';
import type {ProxyTrust} from '../settings/proxyTrust';
import {clientAddressFrom} from './proxyTrust';

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not running on @hono/node-server (e.g. app.request without bindings).
    return undefined;
  }
}

/** The client's address: the socket's peer, or what trusted proxies say of it (see proxyTrust.ts). */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  return clientAddressFrom(trust, socketAddress(c) ?? 'unknown', c.req.header('x-forwarded-for'));
}

/** Expands an IPv6 address to its eight 16-bit groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) {
    return null;
  }
  let text = address.split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = text.slice(0, -v4[1]!.length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The rate-limit key for an address: IPv4 as is (also when written IPv4-mapped, ::ffff:a.b.c.d), IPv6 by
 * its /64 network, since one subscriber usually holds a whole /64 and could otherwise rotate addresses.
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) {
    return address;
  }
  const isMappedV4 = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMappedV4) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
