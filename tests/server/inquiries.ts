import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {Hono} from 'hono';
import type {AppEnv} from '../../server/http/requestLog';
import {createApp} from '../../server/app';
import type {Database} from '../../server/db/database';
import {databaseHealth} from '../../server/db/health';
import {migrate, migrationGate} from '../../server/db/migrate';
import {NO_PROXY} from '../../server/settings/proxyTrust';
import {silentLogger, type Logger} from '../../server/log';
import {createRateLimiter} from '../../server/http/rateLimiter';
import type {InquiryApiDeps} from '../../server/inquiries/routes';
import {createInquiryStore, type InquiryStore} from '../../server/inquiries/store';
import {emptyFields} from '../../common/inquiries/fields';
import type {InquiryInput} from '../../common/inquiries/schema';
import type {StoredInquiry} from '../../server/inquiries/inquiry';
import {TEST_NODE_FLAGS} from './nodeFlags';

/** A two-page stand-in for build/: index.html and 404.html. */
export const FIXTURE_SITE = fileURLToPath(new URL('./fixtures/site', import.meta.url));
export const REPO_ROOT = path.resolve(FIXTURE_SITE, '../../../..');

/** Node's arguments for `npm run inquiries` as npm runs it (through tsx), with the tests' flags; add the command's. */
export const INQUIRIES_COMMAND: readonly string[] = [
  path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
  ...TEST_NODE_FLAGS,
  'server/cli/inquiries.ts',
];

/** A valid inquiry with a fresh idempotency key; override any field. */
export function inquiry(overrides: Partial<Record<keyof InquiryInput, unknown>> = {}): Record<string, unknown> {
  return {
    name: '山田 太郎',
    email: 'taro@example.jp',
    company: 'Example K.K.',
    subject: 'consult-mvp',
    message: 'MVP の開発について相談したいです。\nよろしくお願いします。',
    locale: 'ja',
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

/** An inquiry as the store reads it back: the values given, and '' for every other field of the table. */
export function storedInquiry(
  values: Partial<StoredInquiry> & Pick<StoredInquiry, 'id' | 'createdAt' | 'locale'>,
): StoredInquiry {
  return {...emptyFields(), ...values};
}

/** A manual clock for tests. */
export function manualClock(start = Date.parse('2025-08-01T00:00:00Z')) {
  let now = start;
  const clock = () => now;
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}

export interface TestApp {
  app: Hono<AppEnv>;
  store: InquiryStore;
  clock: ReturnType<typeof manualClock>;
  /** POST /api/inquiries with a JSON body (or raw string) and extra headers. */
  post(body: unknown, init?: {headers?: Record<string, string>; ip?: string}): Promise<Response>;
}

export interface TestAppOptions extends Partial<InquiryApiDeps> {
  /** Inquiries per minute and address; 0 (the default) turns the limit off. */
  perMinute?: number;
  /** Migrate before building the app (default); false leaves it to the store's first use. */
  migrateFirst?: boolean;
  /** The app's own log (requests, errors); silent by default. */
  appLog?: Logger;
}

/** The real app over a database and the fixture site, on a manual clock. */
export async function testApp(
  db: Database,
  {perMinute = 0, migrateFirst = true, appLog, ...overrides}: TestAppOptions = {},
): Promise<TestApp> {
  if (migrateFirst) {
    await migrate(db);
  }
  const clock = manualClock();
  const gate = migrationGate(db);
  const store = overrides.store ?? createInquiryStore(db, gate);
  const app = createApp({
    buildDir: FIXTURE_SITE,
    log: appLog,
    database: databaseHealth(db, gate, clock),
    inquiries: {
      store,
      limiter: createRateLimiter({perMinute, clock}),
      clock,
      newId: randomUUID,
      trustProxy: NO_PROXY,
      siteOrigin: 'https://www.holoreal.jp',
      log: silentLogger,
      ...overrides,
    },
  });
  return {
    app,
    store,
    clock,
    async post(body, init = {}) {
      return app.request(
        '/api/inquiries',
        {
          method: 'POST',
          headers: {'Content-Type': 'application/json', ...init.headers},
          body: typeof body === 'string' ? body : JSON.stringify(body),
        },
        {incoming: {socket: {remoteAddress: init.ip ?? '192.0.2.1'}}},
      );
    },
  };
}
