import fc from 'fast-check';
import {describe, expect, it} from 'vitest';
import {backends, suiteDatabase} from '../../tests/server/databases';
import {manualClock} from '../../tests/server/inquiries';
import {migrationGate} from '../db/migrate';
import {createRateLimiter} from './rateLimiter';
import {createSharedRateLimiter} from './sharedRateLimiter';

/**
 * The token bucket runs twice, from one rule (tokenBucket.ts): on numbers in memory and as SQL in the
 * database. Here both limiters take the same requests at the same times and must give the same answers.
 */

/** Requests of a few keys (clients), each after a pause from 0 to 40 s. */
const requests = fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.integer({min: 0, max: 40_000})), {
  minLength: 1,
  maxLength: 30,
});

describe.each(backends.filter((backend) => backend.available))(
  'the token bucket in memory and on $title',
  (backend) => {
    const database = suiteDatabase(backend, {migrated: true});

    it('lets the same requests through and names the same Retry-After', async () => {
      let run = 0;
      // One clock for every run, only ever moving forward: a run's clean-up (not awaited) may still reach the
      // table during the next run, and on a clock started again it would delete that run's live buckets.
      const clock = manualClock();
      await fc.assert(
        fc.asyncProperty(fc.integer({min: 1, max: 12}), requests, async (perMinute, sequence) => {
          run += 1;
          const memory = createRateLimiter({perMinute, clock});
          const shared = createSharedRateLimiter({db: database.db, gate: migrationGate(database.db), perMinute, clock});
          for (const [client, pauseMs] of sequence) {
            clock.advance(pauseMs);
            // A key of its own per run: the buckets of earlier runs stay in the table.
            const key = `token-bucket-${run}-${client}`;
            expect(await shared.take(key), `${key} after ${pauseMs} ms`).toEqual(memory.take(key));
          }
        }),
        {numRuns: 20},
      );
    });
  },
);
