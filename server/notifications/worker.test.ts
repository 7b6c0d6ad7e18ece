import {randomBytes} from 'node:crypto';
import {Webhook} from 'standardwebhooks';
import {afterAll, afterEach, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, backends, type TestDatabase} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';
import {startSmtpReceiver, type SmtpReceiver} from '../../tests/server/smtpReceiver';
import {sleep, until} from '../../tests/server/until';
import {startWebhookReceiver, type WebhookReceiver} from '../../tests/server/webhookReceiver';
import {migrate, migrationGate} from '../db/migrate';
import {createInquiryStore} from '../inquiries/store';
import type {Channel} from './channel';
import {emailChannel} from './email';
import {createOutbox, type Outbox} from './outbox';
import {webhookChannel} from './webhook';
import {startDeliveryWorker, type DeliveryWorker} from './worker';

const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const quiet = {info: () => {}, warn: () => {}};

interface Rig {
  t: TestApp;
  outbox: Outbox;
  hook: WebhookReceiver;
  worker: DeliveryWorker;
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`notification outbox: ${backend.title}`, () => {
    let database: TestDatabase;
    let smtp: SmtpReceiver;
    let rig: Rig | undefined;
    beforeAll(async () => {
      database = await backend.open();
      await migrate(database.db);
      smtp = await startSmtpReceiver();
    }, OPEN_TIMEOUT);
    afterEach(async () => {
      await rig?.worker.stop();
      await rig?.hook.down();
      rig = undefined;
    });
    afterAll(async () => {
      await smtp?.close();
      await database?.dispose();
    });

    /** The app with both channels on, a worker with fast retries, and a webhook receiver answering `status`. */
    async function setUp(options: {status?: (call: number) => number; retryForMs?: number; email?: boolean} = {}) {
      const {db} = database;
      const gate = migrationGate(db);
      const hook = await startWebhookReceiver({status: options.status, verify: new Webhook(SECRET)});
      const channels: Channel[] = [webhookChannel({url: hook.url, secret: SECRET})];
      if (options.email !== false) {
        channels.unshift(
          emailChannel({
            smtpUrl: smtp.url,
            from: 'web@holoreal.example',
            to: ['sales@holoreal.example'],
            locale: 'ja',
            timeZone: 'Asia/Tokyo',
          }),
        );
      }
      const outbox = createOutbox(db, gate);
      const worker = startDeliveryWorker({
        outbox,
        channels,
        clock: Date.now,
        backoff: () => 20,
        retryForMs: options.retryForMs,
        pollMs: 100,
        log: quiet,
      });
      const store = createInquiryStore(db, gate, {notify: channels.map((c) => c.name), onQueued: worker.wake});
      const t = await testApp(db, {store, clock: Date.now, migrateFirst: false});
      rig = {t, outbox, hook, worker};
      return rig;
    }

    async function webhookRowId(inquiryId: string) {
      const [row] = await database.db.query<{id: string}>(
        `SELECT id FROM inquiry_notifications WHERE inquiry_id = $1 AND channel = 'webhook'`,
        [inquiryId],
      );
      return row!.id;
    }

    async function statusOf(inquiryId: string) {
      return database.db.query<{channel: string; status: string; attempts: number; last_error: string | null}>(
        `SELECT channel, status, attempts, last_error FROM inquiry_notifications WHERE inquiry_id = $1 ORDER BY channel`,
        [inquiryId],
      );
    }

    it('gives one inquiry exactly one mail and one webhook call, with the fields and the signature right', async () => {
      const {t, hook} = await setUp();
      const mailsBefore = smtp.mails.length;
      const sent = inquiry({name: 'Hanako', company: 'ACME'});
      const res = await t.post(sent);
      expect(res.status).toBe(201);
      const {id} = (await res.json()) as {id: string};
      await until(() => hook.calls.length >= 1 && smtp.mails.length > mailsBefore, 'both deliveries');
      await sleep(300);
      expect(hook.calls).toHaveLength(1);
      expect(smtp.mails.length).toBe(mailsBefore + 1);

      const call = hook.calls[0]!;
      const payload = JSON.parse(call.body) as Record<string, string>;
      expect(payload).toMatchObject({type: 'inquiry.created', id, name: 'Hanako', company: 'ACME', email: sent.email});
      expect(new Date(payload.created_at!).getTime()).toBeGreaterThan(0);
      expect(call.headers['idempotency-key']).toBe(id);
      expect(call.refused).toBeNull();
      expect(call.headers['webhook-id']).toBe(await webhookRowId(id));

      const mail = smtp.mails.at(-1)!;
      expect(mail.header('x-inquiry-id')).toBe(id);
      expect(mail.header('reply-to')).toBe(`Hanako <${String(sent.email)}>`);
      expect(mail.text).toContain(sent.message);
      expect(await statusOf(id)).toEqual([
        {channel: 'email', status: 'delivered', attempts: 1, last_error: null},
        {channel: 'webhook', status: 'delivered', attempts: 1, last_error: null},
      ]);
    });

    it('retries a receiver that answers 500 three times, delivers once accepted, and never resends the mail', async () => {
      const {t, hook} = await setUp({status: (call) => (call < 3 ? 500 : 204)});
      const mailsBefore = smtp.mails.length;
      const {id} = (await (await t.post(inquiry())).json()) as {id: string};
      await until(
        async () => (await statusOf(id)).every((row) => row.status === 'delivered'),
        'delivery after retries',
      );
      await sleep(300);
      expect(hook.calls).toHaveLength(4);
      expect(new Set(hook.calls.map((call) => call.headers['idempotency-key']))).toEqual(new Set([id]));
      expect(new Set(hook.calls.map((call) => call.headers['webhook-id']))).toEqual(new Set([await webhookRowId(id)]));
      expect(hook.calls.map((call) => call.refused)).toEqual([null, null, null, null]);
      expect(smtp.mails.length).toBe(mailsBefore + 1);
      expect(await statusOf(id)).toEqual([
        {channel: 'email', status: 'delivered', attempts: 1, last_error: null},
        {channel: 'webhook', status: 'delivered', attempts: 4, last_error: null},
      ]);
    });

    it('keeps the last error, gives up after the retry window, and delivers on a manual retry', async () => {
      let accept = false;
      const {t, outbox} = await setUp({status: () => (accept ? 200 : 503), retryForMs: 0, email: false});
      const {id} = (await (await t.post(inquiry())).json()) as {id: string};
      await until(async () => (await statusOf(id))[0]?.status === 'failed', 'giving up');
      expect(await statusOf(id)).toEqual([
        {channel: 'webhook', status: 'failed', attempts: 1, last_error: 'webhook: HTTP 503'},
      ]);
      const listed = (await outbox.undelivered()).find((entry) => entry.inquiryId === id);
      expect(listed).toMatchObject({channel: 'webhook', status: 'failed', lastError: 'webhook: HTTP 503'});

      accept = true;
      expect(await outbox.retryNow(listed!.id, new Date())).toBe(1);
      rig!.worker.wake();
      await until(async () => (await statusOf(id))[0]?.status === 'delivered', 'the manual retry');
      expect((await outbox.undelivered()).find((entry) => entry.inquiryId === id)).toBeUndefined();
    });

    it('queues nothing for a repeated idempotency key or a honeypot hit', async () => {
      const {t, hook} = await setUp({email: false});
      const sent = inquiry();
      const first = (await (await t.post(sent)).json()) as {id: string};
      await until(() => hook.calls.length === 1, 'the first delivery');
      expect((await t.post(sent)).status).toBe(200);
      const honeypot = (await (await t.post(inquiry({website: 'http://spam.example'}))).json()) as {id: string};
      await sleep(300);
      expect(hook.calls).toHaveLength(1);
      expect(await statusOf(first.id)).toHaveLength(1);
      expect(await statusOf(honeypot.id)).toEqual([]);
    });

    it('queues nothing when no channel is configured', async () => {
      const {db} = database;
      const t = await testApp(db, {
        store: createInquiryStore(db, migrationGate(db)),
        clock: Date.now,
        migrateFirst: false,
      });
      const {id} = (await (await t.post(inquiry())).json()) as {id: string};
      expect(await statusOf(id)).toEqual([]);
    });
  });
}
