import {randomUUID} from 'node:crypto';
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {seedDataDir} from '../../tests/server/databases';
import {inquiry} from '../../tests/server/inquiries';
import {startServer, type ServerProcess} from '../../tests/server/serverProcess';
import {openPglite} from '../db/pglite';

const TOTAL = 200;
const KILL_AFTER = 100;
const CONCURRENCY = 8;

describe('durability of acknowledged inquiries (real server, PGlite, SIGKILL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inquiries-durability-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.kill();
    rmSync(dataDir, {recursive: true, force: true});
  });

  it(`keeps every inquiry answered 201 when the server is killed mid-way through ${TOTAL}`, async () => {
    const env = {DATA_DIR: dataDir, DATABASE_URL: undefined};
    await seedDataDir(dataDir);
    server = await startServer(env);
    const current = server;
    const sent = Array.from({length: TOTAL}, () => inquiry({idempotencyKey: randomUUID()}));
    const acknowledged = new Map<string, string>(); // idempotency key → id
    let next = 0;
    let killing: Promise<void> | undefined;

    const post = async (body: Record<string, unknown>) => {
      const res = await fetch(`${current.url}/api/inquiries`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(body),
      });
      return {status: res.status, id: ((await res.json()) as {id: string}).id};
    };
    const worker = async () => {
      while (next < TOTAL) {
        const body = sent[next++]!;
        try {
          const {status, id} = await post(body);
          if (status === 201) {
            acknowledged.set(body.idempotencyKey as string, id);
          }
        } catch {
          // The connection died with the server: not acknowledged.
        }
        if (acknowledged.size >= KILL_AFTER) {
          killing ??= current.kill();
        }
      }
    };
    await Promise.all(Array.from({length: CONCURRENCY}, worker));
    await killing;
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(acknowledged.size).toBeLessThan(TOTAL);

    // Restart on the same data and send every submission again with its key, as clients retrying would:
    // the acknowledged ones must come back 200 with their first id, the others are stored now.
    server = await startServer(env);
    const restarted = server;
    let retried = 0;
    const retry = async () => {
      while (retried < TOTAL) {
        const body = sent[retried++]!;
        const res = await fetch(`${restarted.url}/api/inquiries`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(body),
        });
        const {id} = (await res.json()) as {id: string};
        const key = body.idempotencyKey as string;
        if (acknowledged.has(key)) {
          // Stored before the kill: a retry gets 200 and the very same id.
          expect({status: res.status, id}).toEqual({status: 200, id: acknowledged.get(key)});
        } else {
          expect([200, 201]).toContain(res.status);
        }
      }
    };
    await Promise.all(Array.from({length: CONCURRENCY}, retry));
    await restarted.stop();
    server = undefined;

    const db = await openPglite(dataDir);
    try {
      const rows = await db.query<{id: string; key: string}>('SELECT id, idempotency_key AS key FROM inquiries');
      const stored = new Map(rows.map((row) => [row.key, row.id]));
      for (const [key, id] of acknowledged) {
        expect(stored.get(key)).toBe(id);
      }
      expect(rows).toHaveLength(TOTAL);
    } finally {
      await db.close();
    }
  }, 180_000);
});
