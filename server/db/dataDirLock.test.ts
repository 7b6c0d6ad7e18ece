import {execFile, spawn} from 'node:child_process';
import {mkdtempSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {REPO_ROOT} from '../../tests/server/inquiries';
import {lockDataDir} from './dataDirLock';

// `node --import tsx` rather than the tsx command, which runs the script in a child: a kill must reach it.
const TAKER = [`--import`, 'tsx', path.join(REPO_ROOT, 'tests/server/lockTaker.ts')];
const dir = mkdtempSync(path.join(tmpdir(), 'pglite-lock-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Another process, on the host it is told it runs on, tries to take the lock. */
async function takeFrom(host: string, lockFile: string, staleAfterMs: number) {
  try {
    const {stdout} = await promisify(execFile)(
      process.execPath,
      [...TAKER, lockFile, host, 'take', String(staleAfterMs)],
      {
        cwd: REPO_ROOT,
      },
    );
    return {code: 0, said: stdout.trim()};
  } catch (error) {
    const failed = error as {code: number; stdout: string};
    return {code: failed.code, said: failed.stdout.trim()};
  }
}

describe('PGlite data directory lock across hosts', () => {
  it('refuses a live lock held on another host, naming who and since when; takes it over once stale', async () => {
    const lockFile = path.join(dir, 'shared.lock');
    const holder = spawn(process.execPath, [...TAKER, lockFile, 'web-1', 'hold', '1500'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));

    // A taker needs a second or more to start under load, so the refusals use a window no start-up
    // reaches; the takeover uses a short one and waits past it.
    const refused = await takeFrom('web-2', lockFile, 60_000);
    expect(refused.code).toBe(1);
    expect(refused.said).toMatch(
      new RegExp(
        `process \\d+ on host web-1 has this database open \\(since \\d{4}-\\d\\d-\\d\\dT[^,]+, last heartbeat 0 s ago\\)`,
      ),
    );

    // The holder dies without releasing; web-2 cannot see its process, only that the heartbeat stops.
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect((await takeFrom('web-2', lockFile, 60_000)).code).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(await takeFrom('web-2', lockFile, 1500)).toEqual({code: 0, said: 'locked'});
  });

  it('keeps a lock whose holder heartbeats however long it is held', async () => {
    const lockFile = path.join(dir, 'long.lock');
    const release = lockDataDir(lockFile, {host: 'web-1', heartbeatMs: 100, staleAfterMs: 1000});
    try {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect((await takeFrom('web-2', lockFile, 1000)).code).toBe(1);
    } finally {
      release();
    }
    expect((await takeFrom('web-2', lockFile, 1000)).code).toBe(0);
  });

  it('takes over at once a lock of this host whose process is gone, and an old pid-only lock file', () => {
    const lockFile = path.join(dir, 'local.lock');
    writeFileSync(lockFile, JSON.stringify({host: 'web-1', pid: 2 ** 22 + 12345, since: '2026-01-01T00:00:00Z'}));
    lockDataDir(lockFile, {host: 'web-1'})();
    writeFileSync(lockFile, String(2 ** 22 + 12345));
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(lockFile, old, old);
    lockDataDir(lockFile, {host: 'web-1'})();
  });
});
