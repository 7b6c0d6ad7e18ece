import {describe, expect, it} from 'vitest';
import {manualClock} from '../../tests/server/inquiries';
import {createRateLimiter} from './rateLimiter';

describe('rate limiter', () => {
  it('refills one request every 60/N seconds', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({perMinute: 6, clock});
    for (let i = 0; i < 6; i++) {
      expect(limiter.take('a').allowed).toBe(true);
    }
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 10});
    clock.advance(9_000);
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 1});
    clock.advance(1_000);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('is off at 0 per minute', () => {
    const limiter = createRateLimiter({perMinute: 0});
    for (let i = 0; i < 1000; i++) {
      expect(limiter.take('a').allowed).toBe(true);
    }
    expect(limiter.size).toBe(0);
  });

  it('forgets keys idle for a minute, keeping memory bounded under a stream of addresses', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({perMinute: 5, clock, maxKeys: 1000});
    for (let i = 0; i < 100_000; i++) {
      limiter.take(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
      clock.advance(1);
    }
    expect(limiter.size).toBeLessThanOrEqual(1000);
    clock.advance(60_000);
    limiter.take('last');
    expect(limiter.size).toBe(1);
  });

  it('evicts the least recently seen key first when over the bound', () => {
    const clock = manualClock();
    const limiter = createRateLimiter({perMinute: 1, clock, maxKeys: 2});
    limiter.take('a');
    limiter.take('b');
    limiter.take('a');
    limiter.take('c');
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });
});
