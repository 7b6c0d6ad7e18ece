import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {seedDataDir} from '../../tests/server/databases';
import {inquiry} from '../../tests/server/inquiries';
import {freePort, startServer, type ServerProcess} from '../../tests/server/serverProcess';
import {sleep, until} from '../../tests/server/until';
import {startWebhookReceiver, type WebhookReceiver} from '../../tests/server/webhookReceiver';

const COUNT = 50;
const FIRST_FAILURE = /Notification \S+ \(webhook, inquiry (\S+)\) failed on try 1/g;

describe('durability of queued notifications (real server, PGlite, SIGKILL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'notifications-durability-'));
  let server: ServerProcess | undefined;
  let receiver: WebhookReceiver | undefined;
  afterAll(async () => {
    await server?.kill();
    await receiver?.down();
    rmSync(dataDir, {recursive: true, force: true});
  });

  it(`delivers all ${COUNT} notifications queued while the receiver was down, each once, after a SIGKILL`, async () => {
    receiver = await startWebhookReceiver({port: await freePort(), listen: false});
    const env = {DATA_DIR: dataDir, DATABASE_URL: undefined, INQUIRY_WEBHOOK_URL: receiver.url};
    await seedDataDir(dataDir);
    server = await startServer(env);
    const first = server;

    // One at a time: what is under test is the queue surviving a SIGKILL, not the admission queue, which
    // answers 503 to a burst that outwaits it on a starved machine (admission.ts).
    const ids: string[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const res = await fetch(`${first.url}/api/inquiries`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json'},
        body: JSON.stringify(inquiry()),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as {id: string}).id);
    }
    // Every notification has been tried once and failed (connection refused); the next tries are at
    // least 5 s away, so none is in flight when the process dies.
    await until(
      () => new Set([...first.output().matchAll(FIRST_FAILURE)].map((match) => match[1])).size === COUNT,
      `${COUNT} failed first tries`,
      30_000,
    );
    await first.kill();

    // The receiver is back before the restart: what is under test is that the new process finds and
    // delivers what the killed one left queued.
    await receiver.up();
    server = await startServer(env);
    await until(
      () => new Set(receiver!.calls.map((call) => call.headers['idempotency-key'])).size === COUNT,
      'delivery',
      40_000,
    );
    await sleep(1_000);
    const delivered = receiver.calls.map((call) => call.headers['idempotency-key'] as string);
    expect(delivered).toHaveLength(COUNT);
    expect(new Set(delivered)).toEqual(new Set(ids));
    await server.stop();
    server = undefined;
  }, 120_000);
});
