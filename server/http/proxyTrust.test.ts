import {describe, expect, it} from 'vitest';
import {parseProxyTrust} from '../settings/proxyTrust';
import {clientAddressFrom} from './proxyTrust';

const CLIENT = '203.0.113.9';
const SPOOFED = '198.51.100.66, 10.0.0.1';
const CDN_EDGE = '192.0.2.44';
const LOAD_BALANCER = '10.1.2.3';

describe('client address behind proxies', () => {
  it('0 hops: the connection, whatever X-Forwarded-For says', () => {
    const trust = parseProxyTrust('0');
    expect(clientAddressFrom(trust, CLIENT, SPOOFED)).toBe(CLIENT);
    expect(clientAddressFrom(trust, CLIENT, undefined)).toBe(CLIENT);
  });

  it('1 hop: the entry the proxy appended, not the ones the client wrote', () => {
    const trust = parseProxyTrust('1');
    // The proxy connected from 10.1.2.3 and appended the address it saw.
    expect(clientAddressFrom(trust, LOAD_BALANCER, `${SPOOFED}, ${CLIENT}`)).toBe(CLIENT);
    expect(clientAddressFrom(trust, LOAD_BALANCER, CLIENT)).toBe(CLIENT);
  });

  it('2 hops (CDN + load balancer): the entry the CDN appended, not the CDN edge', () => {
    const trust = parseProxyTrust('2');
    // Client → CDN (appends the client) → load balancer (appends the CDN edge) → us.
    expect(clientAddressFrom(trust, LOAD_BALANCER, `${SPOOFED}, ${CLIENT}, ${CDN_EDGE}`)).toBe(CLIENT);
    expect(clientAddressFrom(trust, LOAD_BALANCER, `${CLIENT}, ${CDN_EDGE}`)).toBe(CLIENT);
    // Two clients behind one edge are two addresses, so they do not share a rate-limit bucket.
    expect(clientAddressFrom(trust, LOAD_BALANCER, `198.51.100.7, ${CDN_EDGE}`)).toBe('198.51.100.7');
  });

  it('2 hops with fewer entries than hops: the connection, since the header may be invented', () => {
    const trust = parseProxyTrust('2');
    expect(clientAddressFrom(trust, CLIENT, '198.51.100.66')).toBe(CLIENT);
    expect(clientAddressFrom(trust, CLIENT, undefined)).toBe(CLIENT);
  });

  it('a CIDR list: the first address from the right that is not a trusted proxy', () => {
    const trust = parseProxyTrust(`10.0.0.0/8, 192.0.2.0/24, 2001:db8:ffff::/48`);
    expect(clientAddressFrom(trust, LOAD_BALANCER, `${SPOOFED}, ${CLIENT}, ${CDN_EDGE}`)).toBe(CLIENT);
    // A spoofed entry that names a trusted network is skipped only if it sits right of the client.
    expect(clientAddressFrom(trust, LOAD_BALANCER, `10.9.9.9, ${CLIENT}, ${CDN_EDGE}`)).toBe(CLIENT);
    expect(clientAddressFrom(trust, '2001:db8:ffff::5', `2001:db8:1::7`)).toBe('2001:db8:1::7');
    expect(clientAddressFrom(trust, '::ffff:10.1.2.3', CLIENT)).toBe(CLIENT);
    // A connection from outside the list is the client; its X-Forwarded-For proves nothing.
    expect(clientAddressFrom(trust, CLIENT, SPOOFED)).toBe(CLIENT);
    // Garbage written where a trusted proxy should have put an address: stop at that proxy.
    expect(clientAddressFrom(trust, LOAD_BALANCER, `${CLIENT}, not-an-ip`)).toBe(LOAD_BALANCER);
  });
});
