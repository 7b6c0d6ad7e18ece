import type {Database} from '../db/database';
import type {MigrationGate} from '../db/migrate';
import type {Clock} from '../clock';
import type {RateDecision, SharedRateLimiter} from './rateLimiter';
import {firstToken, REFILL_MS, retryAfterSeconds, sqlTerms, takeToken} from './tokenBucket';

// The statement's parameters: $1 the key, $2 the bucket's size, $3 now, $4 the refill per millisecond.
const CAPACITY = '$2::float8';
const NOW = '$3::timestamptz';
const REFILL_PER_MS = '$4::float8';

/** The rule (tokenBucket.ts) as SQL: on a key not seen before, and on the bucket `b` of one that was. */
const FIRST = firstToken(sqlTerms, CAPACITY, REFILL_PER_MS);
const NEXT = takeToken(sqlTerms, {
  tokens: 'b.tokens',
  elapsedMs: `(extract(epoch FROM (${NOW} - b.updated_at)) * 1000)::float8`,
  capacity: CAPACITY,
  refillPerMs: REFILL_PER_MS,
});

/** Takes a token if there is one, in one statement: the row lock makes concurrent instances take turns. */
const TAKE = `
INSERT INTO rate_limit_buckets AS b (key, tokens, updated_at, last_allowed)
VALUES ($1, ${FIRST.tokens}, ${NOW}, ${FIRST.allowed})
ON CONFLICT (key) DO UPDATE SET
  tokens = ${NEXT.tokens},
  updated_at = ${NOW},
  last_allowed = ${NEXT.allowed}
RETURNING tokens, last_allowed AS allowed`;

export interface SharedRateLimiterOptions {
  db: Database;
  gate: MigrationGate;
  /** Requests allowed per minute and key (at least 1; use no limiter for 0). */
  perMinute: number;
  clock?: Clock;
}

/**
 * The token bucket of tokenBucket.ts, kept in PostgreSQL so that every server instance on the database counts
 * against one limit per address. Buckets idle for a minute (full again) are deleted at most once a minute.
 */
export function createSharedRateLimiter({
  db,
  gate,
  perMinute,
  clock = Date.now,
}: SharedRateLimiterOptions): SharedRateLimiter {
  const refillPerMs = perMinute / REFILL_MS;
  let lastCleanup = 0;

  function cleanUp(now: number): void {
    if (now - lastCleanup < REFILL_MS) {
      return;
    }
    lastCleanup = now;
    db.query('DELETE FROM rate_limit_buckets WHERE updated_at < $1', [new Date(now - REFILL_MS)]).catch(() => {
      // The next take tries again; a failed clean-up only leaves full buckets behind.
      lastCleanup = 0;
    });
  }

  return {
    async take(key): Promise<RateDecision> {
      await gate.ready();
      const now = clock();
      const [row] = await db.query<{tokens: number; allowed: boolean}>(TAKE, [
        key,
        perMinute,
        new Date(now),
        refillPerMs,
      ]);
      cleanUp(now);
      if (row!.allowed) {
        return {allowed: true};
      }
      return {allowed: false, retryAfterSeconds: retryAfterSeconds(Number(row!.tokens), refillPerMs)};
    },
  };
}
