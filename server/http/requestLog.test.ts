import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, openTestPglite} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';
import type {Database} from '../db/database';
import {createLogger} from '../log';

type Line = Record<string, unknown>;

describe('request log', () => {
  let db: Database;
  let t: TestApp;
  const lines: string[] = [];
  const logged = (): Line[] => lines.map((line) => JSON.parse(line) as Line);
  beforeAll(async () => {
    db = await openTestPglite();
    const appLog = createLogger({format: 'json', write: (line) => lines.push(line)});
    t = await testApp(db, {appLog, log: appLog});
  }, OPEN_TIMEOUT);
  afterAll(() => db?.close());

  it('writes one line per request with method, path, status, duration, bytes and request id', async () => {
    lines.length = 0;
    const answer = await t.app.request('/no/such/page?q=private');
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged()).toEqual([
      {
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/no/such/page',
        status: 404,
        ms: expect.any(Number),
        bytes: Number(answer.headers.get('content-length')),
        requestId: id,
      },
    ]);
  });

  it('reuses a valid incoming X-Request-Id and replaces an invalid one', async () => {
    const reused = await t.app.request('/', {headers: {'X-Request-Id': 'lb-1234.abcd'}});
    expect(reused.headers.get('x-request-id')).toBe('lb-1234.abcd');
    for (const bad of ['has spaces in it', 'x'.repeat(200), 'quote"s']) {
      const replaced = await t.app.request('/', {headers: {'X-Request-Id': bad}});
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs a stored inquiry by id and subject, never the visitor’s name, address, company or message', async () => {
    lines.length = 0;
    const sent = inquiry({name: '秘密 花子', email: 'hanako.secret@example.jp', company: 'Hidden K.K.'});
    const answer = await t.post(sent, {headers: {'X-Request-Id': 'req-inquiry-1'}});
    expect(answer.status).toBe(201);
    const {id} = (await answer.json()) as {id: string};
    expect(logged()).toEqual([
      expect.objectContaining({msg: 'inquiry stored', id, subject: sent.subject, requestId: 'req-inquiry-1'}),
      expect.objectContaining({msg: 'request', method: 'POST', path: '/api/inquiries', status: 201}),
    ]);
    const everything = lines.join('\n');
    for (const personal of ['秘密', 'hanako', 'example.jp', 'Hidden', 'MVP']) {
      expect(everything).not.toContain(personal);
    }
  });

  it('writes readable text by default', () => {
    const text: string[] = [];
    const log = createLogger({write: (line) => text.push(line), now: () => new Date('2026-11-23T12:00:00Z')});
    log.info('request', {method: 'GET', path: '/en/', status: 200, requestId: 'abc'});
    log.debug('request', {path: '/healthz'});
    expect(text).toEqual(['2026-11-23T12:00:00.000Z INFO  request method=GET path=/en/ status=200 requestId=abc']);
  });
});
