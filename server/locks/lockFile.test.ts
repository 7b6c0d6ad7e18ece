import {existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {createLock, isHolderAlive, readLock, releaseLock, removeStaleLock, type LockHolder} from './lockFile';

const dir = mkdtempSync(path.join(tmpdir(), 'lock-file-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** A process id no process has (above Linux's largest). */
const GONE = 2 ** 22 + 12345;
const me: LockHolder = {pid: process.pid, since: '2026-01-01T00:00:00Z'};

describe('lock files', () => {
  it('creates a lock once, complete and with the mode asked for; a second create finds it held', () => {
    const file = path.join(dir, 'create.lock');
    expect(createLock(file, me, 0o600)).toBe(true);
    expect(createLock(file, {...me, pid: GONE})).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(me);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    releaseLock(file, me);
    expect(existsSync(file)).toBe(false);
  });

  it("reads an older version's lock, the pid alone, with what it lacks from the fallback", () => {
    const file = path.join(dir, 'old.lock');
    writeFileSync(file, `${GONE}\n`);
    expect(readLock(file, {since: 'unknown'})?.holder).toEqual({pid: GONE, since: 'unknown'});
    expect(readLock(path.join(dir, 'none.lock'), {since: 'unknown'})).toBeNull();
  });

  it('counts a holder of this host alive while its process runs, one of another host while it heartbeats', () => {
    const lock = (holder: LockHolder, ageMs = 0) => ({holder, text: '', ageMs});
    expect(isHolderAlive(lock({pid: process.ppid, since: 'x'}))).toBe(true);
    expect(isHolderAlive(lock({pid: GONE, since: 'x'}))).toBe(false);
    // This process's own lock, left by an earlier start: nobody else holds it.
    expect(isHolderAlive(lock(me))).toBe(false);
    const other = {pid: GONE, since: 'x', host: 'web-2'};
    expect(isHolderAlive(lock(other, 1000), {host: 'web-1', staleAfterMs: 30_000})).toBe(true);
    expect(isHolderAlive(lock(other, 31_000), {host: 'web-1', staleAfterMs: 30_000})).toBe(false);
  });

  it('removes a stale lock unless another process took it over meanwhile, and releases only its own', () => {
    const file = path.join(dir, 'stale.lock');
    writeFileSync(file, JSON.stringify({pid: GONE, since: 'then'}));
    const stale = readLock<LockHolder>(file, {since: 'unknown'})!;
    writeFileSync(file, JSON.stringify({pid: process.ppid, since: 'now'}));
    expect(removeStaleLock(file, stale)).toBe(false);
    releaseLock(file, me);
    expect(existsSync(file)).toBe(true);
    const taken = readLock<LockHolder>(file, {since: 'unknown'})!;
    expect(removeStaleLock(file, taken)).toBe(true);
    expect(existsSync(file)).toBe(false);
  });
});
