import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {until} from '../../tests/server/until';
import {groupMembers, isGroupAlive, killGroupNow} from '../processGroup';
import {acquireDeployLock, acquireSwitchLock, DEPLOY_LOCK, endOrphanBuilds, SWITCH_LOCK} from './deployLock';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function releasesDir(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'deploy-lock-')), 'releases');
  mkdirSync(dir);
  cleanups.push(() => rmSync(path.dirname(dir), {recursive: true, force: true}));
  return dir;
}

/**
 * A stand-in for a deploy's `docusaurus build` in a process group of its own, as the deploy starts it, with
 * a second process in the group (the workers a build may start). Returns the group id once both run.
 */
async function fakeBuild(command: string[]): Promise<number> {
  const script = "require('child_process').spawn('sleep', ['300'], {stdio: 'ignore'}); setInterval(() => {}, 1000)";
  const child = spawn(process.execPath, ['-e', script, '--', ...command], {detached: true, stdio: 'ignore'});
  child.unref();
  const pgid = child.pid!;
  cleanups.push(() => killGroupNow(pgid));
  await until(() => groupMembers(pgid)?.length === 2, 'the fake build and its worker to start', 10_000);
  return pgid;
}

/** A process id that no process has any more. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

function sleeper(): number {
  const child = spawn('sleep', ['60'], {stdio: 'ignore'});
  cleanups.push(() => child.kill('SIGKILL'));
  return child.pid!;
}

function recordingLog() {
  const lines: string[] = [];
  return {lines, log: {log: (line: string) => lines.push(line), warn: (line: string) => lines.push(line)}};
}

const lockHolder = (releases: string, lock = DEPLOY_LOCK) =>
  JSON.parse(readFileSync(path.join(releases, lock), 'utf8')) as {pid: number; build?: {pgid: number}};

describe.skipIf(process.platform === 'win32')('deploy lock', () => {
  it('ends the build a SIGKILLed deploy left running (its whole process group), then takes the lock over', async () => {
    const releases = releasesDir();
    const building = path.join(releases, '.building-20261125T170000Z-abc1234');
    const pgid = await fakeBuild(['docusaurus', 'build', '--out-dir', building]);
    const dead = deadPid();
    writeFileSync(
      path.join(releases, DEPLOY_LOCK),
      JSON.stringify({pid: dead, command: 'deploy', since: '2026-11-25T17:00:00Z', build: {pgid, dir: building}}),
    );
    const {lines, log} = recordingLog();

    const lock = await acquireDeployLock(releases, log);

    expect(isGroupAlive(pgid)).toBe(false);
    expect(groupMembers(pgid)).toEqual([]);
    expect(lines).toEqual([
      `Ending the build that the dead deploy (process ${dead}) left running: process group ${pgid}.`,
      `Took over ${path.join(releases, DEPLOY_LOCK)} from deploy process ${dead} (since 2026-11-25T17:00:00Z), which no longer runs.`,
    ]);
    expect(lockHolder(releases).pid).toBe(process.pid);
    lock.recordBuild(4242, building);
    expect(lockHolder(releases).build).toEqual({pgid: 4242, dir: building});
    lock.release();
    expect(existsSync(path.join(releases, DEPLOY_LOCK))).toBe(false);
  });

  it('leaves alone a recorded process group that no longer runs a build of this releases directory', async () => {
    const releases = releasesDir();
    const pgid = await fakeBuild(['something-else']);
    writeFileSync(
      path.join(releases, DEPLOY_LOCK),
      JSON.stringify({
        pid: deadPid(),
        command: 'deploy',
        since: 'x',
        build: {pgid, dir: path.join(releases, '.building-x')},
      }),
    );
    const {lines, log} = recordingLog();
    (await acquireDeployLock(releases, log)).release();
    expect(isGroupAlive(pgid)).toBe(true);
    expect(lines[0]).toBe(`Process group ${pgid} of the dead deploy runs something else now; left alone.`);
  });

  it('takes over a lock in the old format (the pid alone) of a process that is gone', async () => {
    const releases = releasesDir();
    const dead = deadPid();
    writeFileSync(path.join(releases, DEPLOY_LOCK), `${dead}\n`);
    const {lines, log} = recordingLog();
    (await acquireDeployLock(releases, log)).release();
    expect(lines.join('\n')).toContain(`from deploy process ${dead}`);
  });

  it('refuses while the deploy that holds the lock runs, and says how to stop it', async () => {
    const releases = releasesDir();
    const live = sleeper();
    writeFileSync(path.join(releases, DEPLOY_LOCK), JSON.stringify({pid: live, command: 'deploy', since: 'then'}));
    await expect(acquireDeployLock(releases)).rejects.toThrow(
      `another deploy (process ${live}, started then) is running on ${releases}; wait for it to end, or stop it with \`kill ${live}\``,
    );
    expect(lockHolder(releases).pid).toBe(live);
  });

  it('ends docusaurus builds into the releases directory that no lock records, and no others', async () => {
    const releases = releasesDir();
    const orphan = await fakeBuild(['docusaurus', 'build', '--out-dir', path.join(releases, '.building-x')]);
    const elsewhere = await fakeBuild(['docusaurus', 'build', '--out-dir', `${releases}-other/.building-x`]);
    const {lines, log} = recordingLog();
    await endOrphanBuilds(releases, log);
    expect(isGroupAlive(orphan)).toBe(false);
    expect(isGroupAlive(elsewhere)).toBe(true);
    expect(lines).toEqual([
      `Ending a docusaurus build into ${path.join(releases, '.building-')}… that no deploy owns: process group ${orphan}.`,
    ]);
  });
});

describe.skipIf(process.platform === 'win32')('switch lock', () => {
  it('is free while a deploy holds the deploy lock (a rollback does not wait for a build)', async () => {
    const releases = releasesDir();
    writeFileSync(path.join(releases, DEPLOY_LOCK), JSON.stringify({pid: sleeper(), command: 'deploy', since: 'x'}));
    const started = Date.now();
    const release = await acquireSwitchLock(releases, 'rollback', {waitMs: 0});
    expect(Date.now() - started).toBeLessThan(1000);
    expect(lockHolder(releases, SWITCH_LOCK)).toMatchObject({pid: process.pid, command: 'rollback'});
    release();
    expect(existsSync(path.join(releases, SWITCH_LOCK))).toBe(false);
  });

  it('waits while another command switches, and gives up after waitMs naming it', async () => {
    const releases = releasesDir();
    const file = path.join(releases, SWITCH_LOCK);
    const live = sleeper();
    writeFileSync(file, JSON.stringify({pid: live, command: 'deploy', since: 'x'}));
    const {lines, log} = recordingLog();
    await expect(acquireSwitchLock(releases, 'rollback', {waitMs: 500, log})).rejects.toThrow(
      `deploy process ${live} has been switching ${path.join(releases, 'current')} for over 1 s`,
    );
    expect(lines).toEqual([`Waiting for the deploy (process ${live}) to finish switching releases.`]);

    setTimeout(() => rmSync(file), 300);
    const release = await acquireSwitchLock(releases, 'rollback', {waitMs: 5000, log});
    expect(lockHolder(releases, SWITCH_LOCK).pid).toBe(process.pid);
    release();
  });
});
