import type {Clock} from '../clock';

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

const MINUTE = 60_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * A token bucket per key: `perMinute` requests at once, refilled evenly over a minute. A bucket untouched
 * for a minute is full again, which is the same as not remembering it, so such entries are dropped; the map
 * is kept in least-recently-used order, which makes that sweep stop at the first live entry.
 */
export function createRateLimiter({perMinute, clock = Date.now, maxKeys = 10_000}: RateLimiterOptions): RateLimiter {
  const buckets = new Map<string, Bucket>();
  const perMs = perMinute / MINUTE;

  function sweep(now: number) {
    for (const [key, bucket] of buckets) {
      if (now - bucket.updatedAt < MINUTE && buckets.size <= maxKeys) {
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
      const elapsed = previous ? Math.max(0, now - previous.updatedAt) : MINUTE;
      const tokens = Math.min(perMinute, (previous?.tokens ?? perMinute) + elapsed * perMs);
      buckets.delete(key);
      const allowed = tokens >= 1;
      buckets.set(key, {tokens: allowed ? tokens - 1 : tokens, updatedAt: now});
      sweep(now);
      return allowed ? {allowed} : {allowed, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000))};
    },
  };
}
