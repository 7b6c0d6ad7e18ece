import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, openTestPglite} from '../../tests/server/databases';
import {inquiry, testApp} from '../../tests/server/inquiries';
import type {Database} from '../db/database';
import {migrationGate} from '../db/migrate';
import {createAdmissionQueue, DEFAULT_ADMISSION, type AdmissionOptions} from '../http/admission';
import {admittedStore} from './admittedStore';
import {BUSY_MESSAGE} from './routes';
import {createInquiryStore} from './store';

describe('inquiry API behind the admission queue (PGlite)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestPglite();
  }, OPEN_TIMEOUT);
  afterAll(() => db?.close());

  async function appWith(options: Partial<AdmissionOptions>) {
    const queue = createAdmissionQueue({...DEFAULT_ADMISSION, concurrency: 1, ...options});
    const store = admittedStore(createInquiryStore(db, migrationGate(db)), queue);
    return testApp(db, {store});
  }

  it('stores 150 concurrent inquiries with 201 each: no 5xx while the queue has room', async () => {
    const t = await appWith({maxWaiting: 256});
    const before = (await t.store.list()).length;
    const answers = await Promise.all(Array.from({length: 150}, () => t.post(inquiry())));
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201));
    expect((await t.store.list()).length - before).toBe(150);
  });

  it('answers 503 busy with Retry-After beyond the cap, and stores exactly what it answered 201', async () => {
    const t = await appWith({maxWaiting: 10, retryAfterSeconds: 5});
    const before = (await t.store.list()).length;
    const answers = await Promise.all(Array.from({length: 60}, () => t.post(inquiry())));
    const statuses = answers.map((res) => res.status);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    const busy = answers.filter((res) => res.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({error: {code: 'busy', message: BUSY_MESSAGE}});
    }
    const created = statuses.filter((status) => status === 201).length;
    expect((await t.store.list()).length - before).toBe(created);
  });
});
