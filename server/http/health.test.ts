import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, openTestPglite} from '../../tests/server/databases';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';
import {createApp} from '../app';
import type {Database} from '../db/database';
import {createLogger} from '../log';
import {APP_VERSION} from '../version';

describe('health endpoints', () => {
  let db: Database;
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    db = await openTestPglite();
    const appLog = createLogger({format: 'json', write: (line) => lines.push(line)});
    // Notifications on: each inquiry queues an email row, delivered by nobody in this test.
    t = await testApp(db, {appLog, perMinute: 1});
    await db.query(`SELECT 1`);
  }, OPEN_TIMEOUT);
  afterAll(() => db?.close());

  it('answers /healthz with the app version and the build, uncached', async () => {
    const answer = await t.app.request('/healthz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({status: 'ok', version: APP_VERSION, build: null});
  });

  it('is ready with a site and a migrated database, and counts undelivered notifications', async () => {
    const answer = await t.app.request('/readyz');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      status: 'ready',
      database: {kind: 'pglite', migrated: true, undeliveredNotifications: 0, oldestUndeliveredSeconds: null},
    });
  });

  it('is never rate-limited and not logged at the default level', async () => {
    lines.length = 0;
    for (let i = 0; i < 20; i++) {
      expect((await t.app.request('/readyz')).status).toBe(200);
      expect((await t.app.request('/healthz')).status).toBe(200);
    }
    expect(lines).toEqual([]);
    // The inquiry limit (one a minute here) is the API's alone.
    expect((await t.post(inquiry())).status).toBe(201);
    expect((await t.post(inquiry())).status).toBe(429);
  });

  it('is not ready when BUILD_DIR holds no site or does not exist, and stays live', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'no-build-'));
    for (const buildDir of [empty, path.join(empty, 'missing')]) {
      const app = createApp({buildDir});
      const answer = await app.request('/readyz');
      expect(answer.status, buildDir).toBe(503);
      expect(await answer.json()).toMatchObject({
        status: 'not_ready',
        reasons: ['build: there is no site at BUILD_DIR (no index.html)'],
      });
      expect((await app.request('/healthz')).status).toBe(200);
    }
  });
});
