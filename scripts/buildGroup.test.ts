import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {isGroupAlive, killGroupNow} from '../server/processGroup';
import {runInGroup, stallMsFrom} from './buildGroup';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function outDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-group-'));
  cleanups.push(() => rmSync(dir, {recursive: true, force: true}));
  return dir;
}

function run(script: string, dir: string, stallMs = 60_000) {
  const started = Date.now();
  const build = runInGroup('sh', ['-c', script], {outDir: dir, stallMs, name: 'the build'});
  cleanups.push(() => killGroupNow(build.pgid));
  return {build, seconds: () => (Date.now() - started) / 1000};
}

describe.skipIf(process.platform === 'win32')('a build in its own process group', () => {
  it('is ended, with everything it started, after stallMs without output or new files', async () => {
    const dir = outDir();
    const {build, seconds} = run('echo compiling; sleep 120 & wait', dir, 2000);
    await expect(build.finished).rejects.toThrow(
      `the build made no progress for 2 s (no output, no new file in ${dir}) and was ended. If it is only slow, ` +
        'set DEPLOY_BUILD_STALL_SECONDS higher.',
    );
    expect(seconds()).toBeLessThan(10);
    expect(isGroupAlive(build.pgid)).toBe(false);
  });

  it('counts new files in its out dir as progress, however quiet it is', async () => {
    const dir = outDir();
    const {build, seconds} = run(`for i in 1 2 3 4 5 6 7 8; do sleep 0.5; touch "${dir}/page$i.html"; done`, dir, 1500);
    await expect(build.finished).resolves.toBeUndefined();
    expect(seconds()).toBeGreaterThan(3.5);
  });

  it('leaves nothing running when it ends: processes it started in the background go with it', async () => {
    const {build} = run('sleep 120 & echo done', outDir());
    await expect(build.finished).resolves.toBeUndefined();
    expect(isGroupAlive(build.pgid)).toBe(false);
  });

  it('reports a failed build with its exit code, and stop() ends a running one with the reason given', async () => {
    await expect(run('exit 3', outDir()).build.finished).rejects.toThrow('the build exited with code 3');
    const {build, seconds} = run('sleep 120 & sleep 120; wait', outDir());
    // Watched before stopping: `finished` may reject while stop() still waits for the group to end.
    const stopped = expect(build.finished).rejects.toThrow('the deploy was stopped');
    await build.stop('the deploy was stopped');
    await stopped;
    expect(isGroupAlive(build.pgid)).toBe(false);
    expect(seconds()).toBeLessThan(10);
  });

  it('reads the stall time from DEPLOY_BUILD_STALL_SECONDS, 5 minutes by default', () => {
    expect(stallMsFrom({})).toBe(300_000);
    expect(stallMsFrom({DEPLOY_BUILD_STALL_SECONDS: '90'})).toBe(90_000);
    expect(stallMsFrom({DEPLOY_BUILD_STALL_SECONDS: ' '})).toBe(300_000);
    expect(() => stallMsFrom({DEPLOY_BUILD_STALL_SECONDS: 'soon'})).toThrow('DEPLOY_BUILD_STALL_SECONDS');
  });
});
