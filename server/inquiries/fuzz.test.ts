import fc from 'fast-check';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {validateInquiry} from '../../common/inquiries/schema';
import {OPEN_TIMEOUT, openTestPglite} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';
import type {Database} from '../db/database';

const RUNS = 2_500;

const hostileText = fc.oneof(
  fc.string({unit: 'binary', maxLength: 300}),
  fc.string({unit: fc.integer({min: 0, max: 0x1f}).map((c) => String.fromCharCode(c)), maxLength: 50}),
  fc.constantFrom(
    "'; DROP TABLE inquiries; --",
    '" OR 1=1 --',
    '\u0000',
    '\ud800',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '=cmd|"/c calc"!A1',
    'a\r\nBcc: victim@example.com',
    '\u202e\u2066',
  ),
  fc.integer({min: 10_000, max: 40_000}).map((n) => 'x'.repeat(n)),
);

/** A valid inquiry with one field broken: wrong type, hostile or huge text, or missing. */
const brokenInquiry = fc
  .tuple(
    fc.constantFrom('name', 'email', 'company', 'subject', 'message', 'locale', 'idempotencyKey'),
    fc.oneof(hostileText, fc.anything(), fc.constant(undefined)),
  )
  .map(([field, value]) => JSON.stringify(inquiry({[field]: value})));

const body = fc.oneof(
  brokenInquiry,
  fc.json(),
  fc.string({unit: 'binary', maxLength: 500}),
  fc.uint8Array({maxLength: 600}),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.integer({min: 1, max: 20_000}).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.constant(JSON.stringify(inquiry()).slice(0, -3)),
);

const request = fc.record({
  method: fc.constantFrom('POST', 'POST', 'POST', 'POST', 'GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND'),
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=---x',
    '',
    'application/json\u0000',
  ),
  origin: fc.option(fc.constantFrom('http://localhost', 'https://evil.example', 'null'), {nil: undefined}),
  body,
});

describe('inquiry API under generated bad requests (PGlite)', () => {
  let db: Database;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestPglite();
    t = await testApp(db);
  }, OPEN_TIMEOUT);
  afterAll(() => db?.close());

  it(`answers ${RUNS} bad requests without a 5xx, and keeps only valid rows`, async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({method, contentType, origin, body}) => {
        const headers: Record<string, string> = {};
        if (contentType) {
          headers['Content-Type'] = contentType.replace('\u0000', '');
        }
        if (origin) {
          headers.Origin = origin;
        }
        const hasBody = !['GET', 'HEAD'].includes(method);
        const res = await t.app.request('/api/inquiries', {method, headers, body: hasBody ? body : undefined});
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) {
          const error = ((await res.json()) as {error: {code: string; message: string}}).error;
          expect(error.code).toMatch(/^[a-z_]+$/);
          expect(error.message).toBeTypeOf('string');
        }
      }),
      {numRuns: RUNS},
    );
    expect([...statuses.values()].reduce((a, b) => a + b)).toBe(RUNS);
    // The generators reached every kind of refusal.
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([400, 403, 405, 413, 415]));

    const ok = await t.post(inquiry());
    expect(ok.status).toBe(201);

    const rows = await t.store.list();
    for (const row of rows) {
      const checked = validateInquiry({...row, idempotencyKey: crypto.randomUUID()});
      expect(checked.ok).toBe(true);
    }
  }, 120_000);
});
