import {beforeAll, describe, expect, it} from 'vitest';
import {openPostgres} from '../db/postgres';
import {OPEN_TIMEOUT, backends, suiteDatabase, openTestPglite} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';
import {createLogger} from '../log';
import {MAX_BODY_BYTES} from './contract';
import {UNAVAILABLE_MESSAGE} from './routes';
import type {InquiryStore} from './store';

async function expectError(res: Response, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  const body = (await res.json()) as {error: {code: string; message: string; fields?: Record<string, string>}};
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe('string');
  return body.error;
}

function streamOf(bytes: Uint8Array, chunk = 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      controller.enqueue(bytes.slice(offset, offset + chunk));
      offset += chunk;
    },
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`inquiry API, errors: ${backend.title}`, () => {
    const database = suiteDatabase(backend);
    let t: TestApp;
    beforeAll(async () => {
      t = await testApp(database.db);
    }, OPEN_TIMEOUT);

    it('answers 400 validation with the field codes of the shared schema', async () => {
      const error = await expectError(
        await t.post(inquiry({message: '   ', email: 'not-an-email'})),
        400,
        'validation',
      );
      expect(error).toMatchObject({fields: {message: 'required', email: 'invalid_email'}});
    });

    it.each([
      ['a missing message', {message: undefined}, {message: 'required'}],
      ['a message that is a number', {message: 42}, {message: 'required'}],
      ['a name too long', {name: 'x'.repeat(101)}, {name: 'too_long'}],
      ['an unknown subject', {subject: 'free text'}, {subject: 'invalid_subject'}],
      ['a control character in the name', {name: 'a\u0007b'}, {name: 'invalid_characters'}],
      ['a lone surrogate', {company: '\ud800'}, {company: 'invalid_characters'}],
      ['an unknown locale', {locale: 'fr'}, {locale: 'invalid'}],
      ['a bad idempotency key', {idempotencyKey: 'abc'}, {idempotencyKey: 'invalid'}],
    ])('answers 400 validation for %s', async (_name, overrides, fields) => {
      const error = await expectError(await t.post(inquiry(overrides)), 400, 'validation');
      expect(error.fields).toEqual(fields);
    });

    it.each([
      ['null', 'null'],
      ['an array', '[]'],
      ['a string', '"hello"'],
    ])('answers 400 validation when the body is %s', async (_name, body) => {
      const error = await expectError(await t.post(body), 400, 'validation');
      expect(error.fields).toEqual({form: 'invalid'});
    });

    it.each([
      ['broken JSON', '{"name": '],
      ['an empty body', ''],
      ['trailing garbage', '{}x'],
      ['invalid UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ])('answers 400 malformed_json for %s', async (_name, body) => {
      const res = await t.app.request('/api/inquiries', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body,
      });
      await expectError(res, 400, 'malformed_json');
    });

    it('answers 413 to a declared Content-Length over 16 KiB without reading it', async () => {
      const body = JSON.stringify(inquiry({message: 'x'.repeat(MAX_BODY_BYTES)}));
      const res = await t.app.request('/api/inquiries', {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body))},
        body,
      });
      await expectError(res, 413, 'payload_too_large');
    });

    it('answers 413 to a chunked body over 16 KiB that declares no length', async () => {
      const bytes = new TextEncoder().encode(JSON.stringify(inquiry({message: 'x'.repeat(MAX_BODY_BYTES)})));
      const res = await t.app.request('/api/inquiries', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: streamOf(bytes),
        duplex: 'half',
      } as RequestInit);
      await expectError(res, 413, 'payload_too_large');
    });

    it('accepts a chunked body under the limit', async () => {
      const bytes = new TextEncoder().encode(JSON.stringify(inquiry()));
      const res = await t.app.request('/api/inquiries', {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: streamOf(bytes, 7),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(201);
    });

    it.each([
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonx',
    ])('answers 415 to Content-Type %s', async (type) => {
      await expectError(await t.post(inquiry(), {headers: {'Content-Type': type}}), 415, 'unsupported_media_type');
    });

    it('answers 415 when there is no Content-Type', async () => {
      const res = await t.app.request('/api/inquiries', {method: 'POST', body: new Uint8Array([0x7b, 0x7d])});
      await expectError(res, 415, 'unsupported_media_type');
    });

    it.each(['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
      'answers %s with 405 and Allow: POST',
      async (method) => {
        const res = await t.app.request('/api/inquiries', {method});
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST');
      },
    );

    it('answers unknown API paths with a JSON 404', async () => {
      await expectError(await t.app.request('/api/nothing-here'), 404, 'not_found');
      await expectError(await t.app.request('/api/inquiries/1', {method: 'POST'}), 404, 'not_found');
    });
  });
}

describe('inquiry API, database failures', () => {
  it('answers 503 when the PostgreSQL server cannot be reached, and the site keeps serving', async () => {
    // Port 1 on the loopback: nothing listens, so the connection is refused at once.
    const db = openPostgres('postgres://nobody:secret@127.0.0.1:1/none');
    try {
      const t = await testApp(db, {migrateFirst: false});
      const error = await expectError(await t.post(inquiry()), 503, 'unavailable');
      expect(error.message).toBe(UNAVAILABLE_MESSAGE);
      expect((await t.app.request('/')).status).toBe(200);
    } finally {
      await db.close();
    }
  });

  it('answers a store bug with a JSON 500, not a crash', async () => {
    const db = await openTestPglite();
    const broken: InquiryStore = {
      add: () => Promise.reject(new TypeError('a bug')),
      list: () => Promise.resolve([]),
    };
    const lines: string[] = [];
    const appLog = createLogger({format: 'json', write: (line) => lines.push(line)});
    const t = await testApp(db, {store: broken, migrateFirst: false, appLog});
    try {
      await expectError(await t.post(inquiry()), 500, 'internal');
      const errors = lines
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((l) => l.level === 'error');
      expect(errors).toEqual([
        expect.objectContaining({msg: 'unhandled error', path: '/api/inquiries', error: 'a bug'}),
      ]);
    } finally {
      await db.close();
    }
  });
});
