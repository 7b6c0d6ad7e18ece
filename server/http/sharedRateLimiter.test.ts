import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, TEST_DATABASE_URL, openTestSchema, type TestDatabase} from '../../tests/server/databases';
import {inquiry, manualClock, testApp} from '../../tests/server/inquiries';
import {until} from '../../tests/server/until';
import type {Database} from '../db/database';
import {migrate, migrationGate} from '../db/migrate';
import {openPostgres} from '../db/postgres';
import {createSharedRateLimiter} from './sharedRateLimiter';

const title = TEST_DATABASE_URL
  ? 'rate limit shared by two server instances on PostgreSQL'
  : 'rate limit shared by two server instances on PostgreSQL (SKIPPED: set TEST_DATABASE_URL)';

describe.skipIf(!TEST_DATABASE_URL)(title, () => {
  let database: TestDatabase;
  let second: Database;
  beforeAll(async () => {
    database = await openTestSchema(TEST_DATABASE_URL!);
    second = openPostgres(TEST_DATABASE_URL!, {schema: database.schema});
    await migrate(database.db);
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await second?.close();
    await database?.dispose();
  });

  /** Two apps, each with its own connection pool, as two processes behind a load balancer would have. */
  async function twoInstances(clock = manualClock()) {
    return Promise.all(
      [database.db, second].map((db) =>
        testApp(db, {
          migrateFirst: false,
          clock,
          limiter: createSharedRateLimiter({db, gate: migrationGate(db), perMinute: 5, clock}),
        }),
      ),
    );
  }

  it('accepts exactly 5 of 6 inquiries from one address within a minute, spread over both instances', async () => {
    const instances = await twoInstances();
    const ip = '203.0.113.50';
    const statuses = await Promise.all(
      Array.from({length: 6}, (_, i) => instances[i % 2]!.post(inquiry(), {ip}).then((res) => res.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    // Another address has its own bucket.
    expect((await instances[1]!.post(inquiry(), {ip: '203.0.113.51'})).status).toBe(201);
  });

  it('refills over the minute and tells when to retry', async () => {
    const clock = manualClock(Date.parse('2026-01-01T00:00:00Z'));
    const [a, b] = await twoInstances(clock);
    const ip = '203.0.113.60';
    for (let i = 0; i < 5; i++) {
      expect((await (i % 2 ? a! : b!).post(inquiry(), {ip})).status).toBe(201);
    }
    const refused = await a!.post(inquiry(), {ip});
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('12');
    clock.advance(12_000);
    expect((await b!.post(inquiry(), {ip})).status).toBe(201);
    expect((await a!.post(inquiry(), {ip})).status).toBe(429);
  });

  it('deletes buckets idle for a minute', async () => {
    const clock = manualClock(Date.parse('2026-02-01T00:00:00Z'));
    const limiter = createSharedRateLimiter({db: database.db, gate: migrationGate(database.db), perMinute: 5, clock});
    await limiter.take('198.51.100.1');
    clock.advance(61_000);
    await limiter.take('198.51.100.2');
    // The delete runs beside the request, not before its answer.
    const keys = async () =>
      (
        await database.db.query<{key: string}>(
          `SELECT key FROM rate_limit_buckets WHERE key LIKE '198.51.100.%' ORDER BY key`,
        )
      ).map((row) => row.key);
    await until(async () => (await keys()).length === 1, 'the idle bucket deleted', 10_000);
    expect(await keys()).toEqual(['198.51.100.2']);
  });
});
