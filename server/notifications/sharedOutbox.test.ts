import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, TEST_DATABASE_URL, openTestSchema, type TestDatabase} from '../../tests/server/databases';
import {inquiry} from '../../tests/server/inquiries';
import {until} from '../../tests/server/until';
import {startWebhookReceiver, type WebhookReceiver} from '../../tests/server/webhookReceiver';
import type {Database} from '../db/database';
import {migrate, migrationGate} from '../db/migrate';
import {openPostgres} from '../db/postgres';
import {createInquiryStore} from '../inquiries/store';
import type {Channel} from './channel';
import {createOutbox} from './outbox';
import {webhookChannel} from './webhook';
import {startDeliveryWorker} from './worker';

const INQUIRIES = 100;
const title = TEST_DATABASE_URL
  ? 'two server instances sharing one outbox on PostgreSQL'
  : 'two server instances sharing one outbox on PostgreSQL (SKIPPED: set TEST_DATABASE_URL)';

describe.skipIf(!TEST_DATABASE_URL)(title, () => {
  let database: TestDatabase;
  let second: Database;
  let hook: WebhookReceiver;
  beforeAll(async () => {
    database = await openTestSchema(TEST_DATABASE_URL!);
    second = openPostgres(TEST_DATABASE_URL!, {schema: database.schema});
    await migrate(database.db);
    hook = await startWebhookReceiver();
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await hook?.down();
    await second?.close();
    await database?.dispose();
  });

  it(`delivers ${INQUIRIES} notifications exactly once between two workers`, async () => {
    const store = createInquiryStore(database.db, migrationGate(database.db), {notify: ['webhook']});
    const base = inquiry();
    for (let i = 0; i < INQUIRIES; i++) {
      await store.add({
        id: crypto.randomUUID(),
        createdAt: new Date(),
        locale: 'ja',
        subject: 'other',
        name: `Sender ${i}`,
        email: base.email as string,
        message: `Message ${i}`,
        idempotencyKey: crypto.randomUUID(),
      });
    }

    // Each instance has its own connection pool and its own worker, as two server processes would.
    const deliveredBy = [0, 0];
    const workers = [database.db, second].map((db, index) => {
      const webhook = webhookChannel({url: hook.url});
      const counting: Channel = {
        ...webhook,
        async deliver(notice, notificationId) {
          await webhook.deliver(notice, notificationId);
          deliveredBy[index]!++;
        },
      };
      return startDeliveryWorker({
        outbox: createOutbox(db, migrationGate(db)),
        channels: [counting],
        clock: Date.now,
        batchSize: 5,
        pollMs: 100,
        log: {info: () => {}, warn: () => {}},
      });
    });
    try {
      await until(() => hook.calls.length >= INQUIRIES, `${INQUIRIES} deliveries`, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }

    const ids = hook.calls.map((call) => call.headers['idempotency-key']);
    expect(ids).toHaveLength(INQUIRIES);
    expect(new Set(ids).size).toBe(INQUIRIES);
    expect(deliveredBy[0]! + deliveredBy[1]!).toBe(INQUIRIES);
    // Both instances took part: the claims really ran side by side.
    expect(deliveredBy[0]).toBeGreaterThan(0);
    expect(deliveredBy[1]).toBeGreaterThan(0);
    const [pending] = await database.db.query<{count: number}>(
      `SELECT count(*)::int AS count FROM inquiry_notifications WHERE status <> 'delivered'`,
    );
    expect(pending!.count).toBe(0);
  }, 60_000);
});
