import {existsSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {writeBuildInfo} from '../site/buildInfo';
import {SWITCH_LOCK} from './deployLock';
import {parsePublishArgs, type PublishSettings} from './command';
import {publishRelease} from './publish';
import {currentRelease, listReleases, switchCurrent} from './releases';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const A = '20261101T000000Z-aaaaaaa';
const B = '20261102T000000Z-bbbbbbb';
const C = '20261103T000000Z-ccccccc';
const NEW = '20261104T000000Z-ddddddd-dirty';

async function releases(...ids: string[]): Promise<PublishSettings> {
  const dir = mkdtempSync(path.join(tmpdir(), 'publish-'));
  dirs.push(dir);
  for (const id of ids) {
    mkdirSync(path.join(dir, id));
    await writeBuildInfo(path.join(dir, id), {id, builtAt: new Date().toISOString(), commit: null});
  }
  // Nothing listens on port 1: the switch is not awaited, as before a server is started.
  return {releasesDir: dir, serverUrl: 'http://127.0.0.1:1', keep: 2, positionals: []};
}

function recordingLog() {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  return {lines, log: {log, warn: log, error: log}};
}

describe('the end of a deploy', () => {
  it('makes the new release current and keeps `keep` releases, never the one before it', async () => {
    const settings = await releases(A, B, C, NEW);
    switchCurrent(settings.releasesDir, C);
    const {lines, log} = recordingLog();
    expect(await publishRelease(settings, NEW, C, log)).toBe(true);
    expect(currentRelease(settings.releasesDir)).toBe(NEW);
    expect(listReleases(settings.releasesDir)).toEqual([C, NEW]);
    expect(lines).toContain(`Deleted 2 old release(s): ${A}, ${B}`);
    expect(existsSync(path.join(settings.releasesDir, SWITCH_LOCK))).toBe(false);
  });

  it('does not undo a rollback made while it was building: current stays, the new release is kept', async () => {
    const settings = await releases(A, B, NEW);
    // The deploy started from B; a rollback then went back to A.
    switchCurrent(settings.releasesDir, A);
    const {lines, log} = recordingLog();
    expect(await publishRelease(settings, NEW, B, log)).toBe(false);
    expect(currentRelease(settings.releasesDir)).toBe(A);
    expect(listReleases(settings.releasesDir)).toEqual([A, B, NEW]);
    expect(lines).toEqual([
      `${path.join(settings.releasesDir, 'current')} was switched from ${B} to ${A} while this deploy was building ` +
        `(a rollback); it stays there. The new release is kept: \`npm run rollback -- ${NEW}\` publishes it.`,
    ]);
    expect(existsSync(path.join(settings.releasesDir, SWITCH_LOCK))).toBe(false);
  });
});

describe('deploy and rollback settings from the environment', () => {
  it('take an empty or blank value as unset: the documented default, never zero or an empty address', () => {
    const settings = parsePublishArgs([], {PORT: '', RELEASES_KEEP: ' ', RELEASES_DIR: '', DEPLOY_SERVER_URL: ''});
    expect(settings.keep).toBe(5);
    expect(settings.serverUrl).toBe('http://127.0.0.1:3000');
    expect(settings.releasesDir).toBe(path.resolve('releases'));
    expect(parsePublishArgs([], {PORT: '8080', RELEASES_KEEP: '3'})).toMatchObject({
      keep: 3,
      serverUrl: 'http://127.0.0.1:8080',
    });
  });
});
