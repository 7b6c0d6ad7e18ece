import type {Database} from '../db/database';
import type {MigrationGate} from '../db/migrate';
import type {Clock} from '../clock';
import type {RateDecision, SharedRateLimiter} from './rateLimiter';

const MINUTE = 60_000;

/** Tokens in the bucket now: what was left plus the refill since, at most a full bucket. */
const REFILLED = `least($2::float8,
  b.tokens + greatest(0, extract(epoch FROM ($3::timestamptz - b.updated_at)) * 1000) * $4::float8)`;

/** Takes a token if there is one, in one statement: the row lock makes concurrent instances take turns. */
const TAKE = `
INSERT INTO rate_limit_buckets AS b (key, tokens, updated_at, last_allowed)
VALUES ($1, $2::float8 - 1, $3, true)
ON CONFLICT (key) DO UPDATE SET
  tokens = CASE WHEN ${REFILLED} >= 1 THEN ${REFILLED} - 1 ELSE ${REFILLED} END,
  updated_at = $3,
  last_allowed = ${REFILLED} >= 1
RETURNING tokens, last_allowed AS allowed`;

export interface SharedRateLimiterOptions {
  db: Database;
  gate: MigrationGate;
  /** Requests allowed per minute and key (at least 1; use no limiter for 0). */
  perMinute: number;
  clock?: Clock;
}

/**
 * The same token bucket as the in-memory limiter, kept in PostgreSQL so that every server instance on the
 * database counts against one limit per address. Buckets idle for a minute (full again) are deleted at most
 * once a minute.
 */
export function createSharedRateLimiter({
  db,
  gate,
  perMinute,
  clock = Date.now,
}: SharedRateLimiterOptions): SharedRateLimiter {
  const perMs = perMinute / MINUTE;
  let lastCleanup = 0;

  function cleanUp(now: number): void {
    if (now - lastCleanup < MINUTE) {
      return;
    }
    lastCleanup = now;
    db.query('DELETE FROM rate_limit_buckets WHERE updated_at < $1', [new Date(now - MINUTE)]).catch(() => {
      // The next take tries again; a failed clean-up only leaves full buckets behind.
      lastCleanup = 0;
    });
  }

  return {
    async take(key): Promise<RateDecision> {
      await gate.ready();
      const now = clock();
      const [row] = await db.query<{tokens: number; allowed: boolean}>(TAKE, [key, perMinute, new Date(now), perMs]);
      cleanUp(now);
      if (row!.allowed) {
        return {allowed: true};
      }
      return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - Number(row!.tokens)) / perMs / 1000))};
    },
  };
}
