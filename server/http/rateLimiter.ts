import type {Clock} from '../clock';
import {firstToken, numbers, REFILL_MS, retryAfterSeconds, takeToken} from './tokenBucket';

export type RateDecision = {allowed: true} | {allowed: false; retryAfterSeconds: number};

export interface RateLimiter {
  /** Counts one request for `key` and says whether it may go ahead. */
  take(key: string): RateDecision;
  /** Keys currently remembered (for tests of the memory bound). */
  readonly size: number;
}

/** A limiter whose counts live elsewhere (the database), so asking it takes a round trip. */
export interface SharedRateLimiter {
  take(key: string): Promise<RateDecision>;
}

export interface RateLimiterOptions {
  /** Requests allowed per minute and key; 0 turns the limiter off. */
  perMinute: number;
  clock?: Clock;
  /** Most keys remembered at once; beyond it the least recently seen are forgotten. */
  maxKeys?: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key (tokenBucket.ts), in this process's memory. A bucket untouched for a minute is full
 * again, which is the same as not remembering it, so such entries are dropped; the map is kept in
 * least-recently-used order, which makes that sweep stop at the first live entry.
 */
export function createRateLimiter({perMinute, clock = Date.now, maxKeys = 10_000}: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / REFILL_MS;

  function sweep(now: number) {
    for (const [key, bucket] of buckets) {
      if (now - bucket.updatedAt < REFILL_MS && buckets.size <= maxKeys) {
        break;
      }
      buckets.delete(key);
    }
  }

  return {
    get size() {
      return buckets.size;
    },
    take(key) {
      if (perMinute <= 0) {
        return {allowed: true};
      }
      const now = clock();
      const previous = buckets.get(key);
      const {allowed, tokens} = previous
        ? takeToken(numbers, {
            tokens: previous.tokens,
            elapsedMs: now - previous.updatedAt,
            capacity: perMinute,
            refillPerMs,
          })
        : firstToken(numbers, perMinute, refillPerMs);
      buckets.delete(key);
      buckets.set(key, {tokens, updatedAt: now});
      sweep(now);
      return allowed ? {allowed} : {allowed, retryAfterSeconds: retryAfterSeconds(tokens, refillPerMs)};
    },
  };
}
