import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, backends, type TestDatabase} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';

const SQL_PAYLOADS = [
  "Robert'); DROP TABLE inquiries;--",
  "' OR '1'='1",
  '1; DELETE FROM inquiries WHERE true; --',
  "$1 $$ \\x00 E'\\\\'",
];
const HTML_PAYLOADS = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>'];

for (const backend of backends) {
  describe.skipIf(!backend.available)(`inquiry API, security: ${backend.title}`, () => {
    let database: TestDatabase;
    let t: TestApp;
    beforeAll(async () => {
      database = await backend.open();
      t = await testApp(database.db, {perMinute: 5});
    }, OPEN_TIMEOUT);
    afterAll(() => database?.dispose());

    describe('cross-origin requests', () => {
      it.each([
        'https://evil.example',
        'null',
        'http://localhost:8080',
        'https://www.holoreal.jp.evil.example',
        'file://',
      ])('refuses Origin %s with 403 cross_origin', async (origin) => {
        const res = await t.post(inquiry(), {headers: {Origin: origin}, ip: '198.51.100.1'});
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({error: {code: 'cross_origin'}});
      });
    });

    describe('rate limit', () => {
      it('allows 5 inquiries a minute per address, then answers 429 with Retry-After', async () => {
        const ip = '203.0.113.10';
        for (let i = 0; i < 5; i++) {
          expect((await t.post(inquiry(), {ip})).status).toBe(201);
        }
        const limited = await t.post(inquiry(), {ip});
        expect(limited.status).toBe(429);
        expect(await limited.json()).toMatchObject({error: {code: 'rate_limited'}});
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(12);
        expect((await t.post(inquiry(), {ip: '203.0.113.11'})).status).toBe(201);
        t.clock.advance(12_000);
        expect((await t.post(inquiry(), {ip})).status).toBe(201);
      });

      it('counts bad requests too, so a flood of garbage is limited as well', async () => {
        const ip = '203.0.113.20';
        for (let i = 0; i < 5; i++) {
          expect((await t.post('{', {ip})).status).toBe(400);
        }
        expect((await t.post(inquiry(), {ip})).status).toBe(429);
      });

      it('ignores X-Forwarded-For without TRUST_PROXY, so spoofing it gains nothing', async () => {
        const ip = '203.0.113.30';
        const statuses = [];
        for (let i = 0; i < 7; i++) {
          const res = await t.post(inquiry(), {ip, headers: {'X-Forwarded-For': `10.0.0.${i}`}});
          statuses.push(res.status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      });

      it('with TRUST_PROXY limits by the right-most X-Forwarded-For entry, not the client-written ones', async () => {
        const proxied = await testApp(database.db, {
          perMinute: 5,
          trustProxy: {kind: 'hops', hops: 1},
          migrateFirst: false,
        });
        const statuses = [];
        for (let i = 0; i < 7; i++) {
          const res = await proxied.post(inquiry(), {
            ip: '127.0.0.1',
            headers: {'X-Forwarded-For': `10.9.9.${i}, 198.51.100.77`},
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
        const other = await proxied.post(inquiry(), {ip: '127.0.0.1', headers: {'X-Forwarded-For': '198.51.100.78'}});
        expect(other.status).toBe(201);
      });

      it('limits IPv6 clients by /64, so rotating addresses inside one network gains nothing', async () => {
        const statuses = [];
        for (let i = 0; i < 6; i++) {
          statuses.push((await t.post(inquiry(), {ip: `2001:db8:1:2::${i + 1}`})).status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
        expect((await t.post(inquiry(), {ip: '2001:db8:1:3::1'})).status).toBe(201);
      });
    });

    describe('hostile content', () => {
      it('stores SQL and HTML payloads verbatim and answers with JSON only', async () => {
        const open = await testApp(database.db, {migrateFirst: false});
        const ids: string[] = [];
        for (const payload of [...SQL_PAYLOADS, ...HTML_PAYLOADS]) {
          const sent = inquiry({name: payload.slice(0, 100), company: payload, message: payload});
          const res = await open.post(sent);
          expect(res.status).toBe(201);
          expect(res.headers.get('content-type')).toMatch(/^application\/json/);
          expect(res.headers.get('x-content-type-options')).toBe('nosniff');
          const {id} = (await res.json()) as {id: string};
          ids.push(id);
          const stored = (await open.store.list()).find((row) => row.id === id)!;
          expect(stored.message).toBe(payload);
          expect(stored.company).toBe(payload);
        }
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('never echoes submitted text in an error', async () => {
        const res = await t.post(inquiry({subject: '<script>alert(1)</script>'}), {ip: '203.0.113.40'});
        expect(res.status).toBe(400);
        expect(await res.text()).not.toContain('<script>');
      });

      it('is not polluted by __proto__ keys', async () => {
        const body = `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}`;
        const res = await t.post(body, {ip: '203.0.113.41'});
        expect(res.status).toBe(400);
        expect(({} as {polluted?: boolean}).polluted).toBeUndefined();
      });
    });
  });
}
