import {beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, backends, suiteDatabase} from '../../tests/server/databases';
import {inquiry, storedInquiry, testApp, type TestApp} from '../../tests/server/inquiries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

for (const backend of backends) {
  describe.skipIf(!backend.available)(`inquiry API, happy path: ${backend.title}`, () => {
    const database = suiteDatabase(backend);
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(database.db);
    }, OPEN_TIMEOUT);

    it('stores a new inquiry and answers 201 with its id', async () => {
      const sent = inquiry();
      const res = await t.post(sent);
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const {id} = (await res.json()) as {id: string};
      expect(id).toMatch(UUID);
      const stored = (await t.store.list()).find((row) => row.id === id);
      expect(stored).toEqual(
        storedInquiry({
          id,
          createdAt: new Date(t.clock()),
          locale: 'ja',
          subject: sent.subject as string,
          name: sent.name as string,
          email: sent.email as string,
          company: sent.company as string,
          message: sent.message as string,
        }),
      );
    });

    it('answers a retry with the same idempotency key 200 and the first id, storing nothing new', async () => {
      const sent = inquiry();
      const first = (await (await t.post(sent)).json()) as {id: string};
      const before = (await t.store.list()).length;
      const retry = await t.post({...sent, message: 'changed on the way'});
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual({id: first.id});
      expect((await t.store.list()).length).toBe(before);
    });

    it('stores one row when the same inquiry arrives many times at once', async () => {
      const sent = inquiry();
      const answers = await Promise.all(Array.from({length: 10}, () => t.post(sent)));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
      const ids = new Set(await Promise.all(answers.map(async (res) => ((await res.json()) as {id: string}).id)));
      expect(ids.size).toBe(1);
      const rows = (await t.store.list()).filter((row) => ids.has(row.id));
      expect(rows).toHaveLength(1);
    });

    it('answers a honeypot hit like a new success and stores nothing', async () => {
      const before = await t.store.list();
      const res = await t.post(inquiry({website: 'https://spam.example'}));
      expect(res.status).toBe(201);
      const {id} = (await res.json()) as {id: string};
      expect(id).toMatch(UUID);
      expect(await t.store.list()).toEqual(before);
    });

    it('defaults the locale to ja, keeps en, and accepts a missing company', async () => {
      const bare = inquiry();
      delete bare.locale;
      delete bare.company;
      const ja = (await (await t.post(bare)).json()) as {id: string};
      const en = (await (await t.post(inquiry({locale: 'en'}))).json()) as {id: string};
      const rows = await t.store.list();
      expect(rows.find((row) => row.id === ja.id)).toMatchObject({locale: 'ja', company: ''});
      expect(rows.find((row) => row.id === en.id)).toMatchObject({locale: 'en'});
    });

    it('stores the longest allowed values and every subject', async () => {
      for (const subject of ['product-smart-light-outlet', 'consult-development-partnership', 'other']) {
        const res = await t.post(inquiry({subject, message: 'あ'.repeat(5000), name: 'n'.repeat(100)}));
        expect(res.status).toBe(201);
      }
    });

    it('accepts Content-Type with a charset, and the site’s own origins', async () => {
      const variants: Record<string, string>[] = [
        {'Content-Type': 'application/json; charset=utf-8'},
        {Origin: 'http://localhost'},
        {Origin: 'https://www.holoreal.jp'},
      ];
      for (const headers of variants) {
        const res = await t.post(inquiry(), {headers});
        expect(res.status).toBe(201);
      }
    });

    it('lists inquiries since a time', async () => {
      t.clock.advance(60_000);
      const since = new Date(t.clock());
      const {id} = (await (await t.post(inquiry())).json()) as {id: string};
      expect((await t.store.list({since})).map((row) => row.id)).toEqual([id]);
    });

    it('still serves the static site beside the API', async () => {
      const res = await t.app.request('/');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('fixture home');
    });
  });
}
