import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {openPostgres} from '../db/postgres';
import type {Database} from '../db/database';
import {BusyError} from '../http/admission';
import {API_ERROR_STATUS} from '../http/apiError';
import {OPEN_TIMEOUT, openTestPglite} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp, type TestAppOptions} from '../../tests/server/inquiries';
import {MAX_BODY_BYTES} from './contract';
import type {InquiryStore} from './store';

interface Answer {
  description: string;
  headers?: Record<string, unknown>;
  content: {'application/json': {schema: Record<string, unknown>}};
}
interface Document {
  openapi: string;
  info: {description: string};
  paths: Record<
    string,
    Record<string, {requestBody: {content: {'application/json': {schema: object}}}; responses: Record<string, Answer>}>
  >;
}

const ajv = new Ajv2020({allErrors: true, strict: false});
addFormats(ajv);

/** One request the contract test sends, and the status and error code the document should list for it. */
interface Case {
  name: string;
  status: number;
  code?: string;
  send: () => Promise<Response>;
}

function brokenStore(error: Error): InquiryStore {
  return {add: () => Promise.reject(error), list: () => Promise.resolve([])};
}

describe('GET /api/openapi.json', () => {
  let db: Database;
  let down: Database;
  const apps: Record<string, TestApp> = {};
  const app = async (name: string, options: TestAppOptions) => (apps[name] ??= await testApp(db, options));
  let document: Document;

  beforeAll(async () => {
    db = await openTestPglite();
    // Port 1 on the loopback: nothing listens, so the database is unreachable at once.
    down = openPostgres('postgres://nobody:secret@127.0.0.1:1/none');
    const res = await (await app('plain', {})).app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    document = (await res.json()) as Document;
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await db?.close();
    await down?.close();
  });

  const post = () => document.paths['/api/inquiries']!.post!;

  it('is an OpenAPI 3.1 document of POST /api/inquiries whose body schema is the form’s', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(['/api/inquiries']);
    const body = ajv.compile(post().requestBody.content['application/json'].schema);
    expect(body(inquiry())).toBe(true);
    expect(body(inquiry({subject: 'free text'}))).toBe(false);
    expect(body(inquiry({name: 'a\u0007b'}))).toBe(false);
    expect(body(inquiry({message: 'x'.repeat(5001)}))).toBe(false);
  });

  const key = crypto.randomUUID();
  const cases: Case[] = [
    {
      name: 'a new inquiry',
      status: 201,
      send: async () => (await app('plain', {})).post(inquiry({idempotencyKey: key})),
    },
    {
      name: 'the same inquiry again',
      status: 200,
      send: async () => (await app('plain', {})).post(inquiry({idempotencyKey: key})),
    },
    {
      name: 'a filled-in honeypot',
      status: 201,
      send: async () => (await app('plain', {})).post(inquiry({website: 'x'})),
    },
    {
      name: 'a missing field',
      status: 400,
      code: 'validation',
      send: async () => (await app('plain', {})).post(inquiry({message: ''})),
    },
    {
      name: 'broken JSON',
      status: 400,
      code: 'malformed_json',
      send: async () => (await app('plain', {})).post('{"name":'),
    },
    {
      name: 'another site’s Origin',
      status: 403,
      code: 'cross_origin',
      send: async () => (await app('plain', {})).post(inquiry(), {headers: {Origin: 'https://evil.example'}}),
    },
    {
      name: 'a body over the limit',
      status: 413,
      code: 'payload_too_large',
      send: async () => (await app('plain', {})).post(inquiry({message: 'x'.repeat(MAX_BODY_BYTES)})),
    },
    {
      name: 'a form post',
      status: 415,
      code: 'unsupported_media_type',
      send: async () =>
        (await app('plain', {})).post('name=x', {headers: {'Content-Type': 'application/x-www-form-urlencoded'}}),
    },
    {
      name: 'a second post in a minute at one a minute',
      status: 429,
      code: 'rate_limited',
      send: async () => {
        const limited = await app('limited', {perMinute: 1});
        await limited.post(inquiry(), {ip: '192.0.2.9'});
        return limited.post(inquiry(), {ip: '192.0.2.9'});
      },
    },
    {
      name: 'a bug in the store',
      status: 500,
      code: 'internal',
      send: async () => (await app('bug', {store: brokenStore(new TypeError('a bug'))})).post(inquiry()),
    },
    {
      name: 'an unreachable database',
      status: 503,
      code: 'unavailable',
      send: async () => (await testApp(down, {migrateFirst: false})).post(inquiry()),
    },
    {
      name: 'a full admission queue',
      status: 503,
      code: 'busy',
      send: async () => (await app('busy', {store: brokenStore(new BusyError('full', 5))})).post(inquiry()),
    },
  ];

  it.each(cases)('answers $name with $status as documented', async ({status, code, send}) => {
    const res = await send();
    expect(res.status).toBe(status);
    const answer = post().responses[String(status)];
    expect(answer, `the document lists ${status}`).toBeDefined();
    const body: unknown = await res.json();
    const valid = ajv.compile(answer!.content['application/json'].schema);
    expect(valid(body), JSON.stringify(valid.errors)).toBe(true);
    if (code) {
      expect(body).toMatchObject({error: {code}});
      expect(answer!.description).toContain(`\`${code}\``);
    }
    for (const header of Object.keys(answer!.headers ?? {})) {
      if (res.headers.has(header)) {
        expect(Number(res.headers.get(header))).toBeGreaterThan(0);
      }
    }
  });

  it('names every error code the server sends, with its status, in the answers or the description', () => {
    const answers = Object.entries(post().responses)
      .map(([status, answer]) => `${status} ${answer.description}`)
      .join('\n');
    for (const [code, status] of Object.entries(API_ERROR_STATUS)) {
      const named = answers.includes(`\`${code}\``) && post().responses[String(status)] !== undefined;
      expect(named || document.info.description.includes(`\`${status} ${code}\``), code).toBe(true);
    }
  });

  it('lists no status or error code that no case above sends', () => {
    const sent = new Set(cases.map(({status, code}) => `${status} ${code ?? ''}`.trim()));
    const listed = Object.entries(post().responses).flatMap(([status, answer]) => {
      const error = (
        answer.content['application/json'].schema.properties as Record<
          string,
          {properties?: {code?: {enum?: string[]}}}
        >
      ).error;
      const codes = error?.properties?.code?.enum ?? [];
      return codes.length ? codes.map((code) => `${status} ${code}`) : [status];
    });
    expect(new Set(listed)).toEqual(sent);
  });
});
