import {execFile} from 'node:child_process';
import {cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {readBuildInfo} from '../../server/site/buildInfo';
import {currentRelease, switchCurrent} from '../../server/site/releases';
import {REPO_ROOT} from '../server/inquiries';
import {startServer, type ServerProcess} from '../server/serverProcess';
import {startTraffic} from './trafficLoop';

const run = promisify(execFile);
const BUILD_TEST = path.join(REPO_ROOT, 'build-test');

/** Pages of both locales that every build has. */
const PAGES = ['/', '/en/', '/contact', '/en/contact', '/products/', '/en/products/', '/newsplus', '/en/newsplus'];

/** The hashed scripts and stylesheets a page of this build loads (`/assets/…`, `/en/assets/…`). */
function hashedFilesOf(releaseDir: string, page: string): string[] {
  const html = readFileSync(path.join(releaseDir, page, 'index.html'), 'utf8');
  return [...html.matchAll(/\/(?:en\/)?assets\/[\w~./-]+?\.(?:js|css)\b/g)].map((match) => match[0]);
}

async function npmRun(script: string, args: string[]) {
  try {
    const {stdout, stderr} = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      maxBuffer: 64 * 1024 * 1024,
    });
    return {code: 0, output: stdout + stderr};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, output: failed.stdout + failed.stderr};
  }
}

async function servedBuildId(url: string): Promise<string | undefined> {
  const health = (await (await fetch(`${url}/healthz`)).json()) as {build?: {id: string}};
  return health.build?.id;
}

describe('npm run deploy and npm run rollback under traffic', () => {
  let releases: string;
  let first: string;
  let server: ServerProcess;

  beforeAll(async () => {
    if (!existsSync(path.join(BUILD_TEST, '.build.json'))) {
      throw new Error('build-test/ is missing or incomplete: run `npm run build:test` first');
    }
    // The release that is live before the deploy: the test build, as a deploy would have left it.
    releases = path.join(mkdtempSync(path.join(tmpdir(), 'releases-')), 'releases');
    first = readBuildInfo(BUILD_TEST)!.id;
    cpSync(BUILD_TEST, path.join(releases, first), {recursive: true});
    switchCurrent(releases, first);
    server = await startServer({
      BUILD_DIR: path.join(releases, 'current'),
      DATA_DIR: path.join(releases, '..', 'data'),
    });
  });

  afterAll(async () => {
    await server?.stop();
    if (releases) {
      rmSync(path.dirname(releases), {recursive: true, force: true});
    }
  });

  it('switches to the new build and back with every request answered, old hashed files still served', async () => {
    const oldRelease = path.join(releases, first);
    const oldHashed = [...new Set([...hashedFilesOf(oldRelease, ''), ...hashedFilesOf(oldRelease, 'en')])];
    expect(oldHashed.some((file) => file.startsWith('/en/assets/'))).toBe(true);
    const traffic = startTraffic(server.url, [...PAGES, ...oldHashed, '/readyz', '/healthz']);

    const deploy = await npmRun('deploy', ['--releases', releases, '--server', server.url]);
    expect(deploy.code, deploy.output.slice(-2000)).toBe(0);
    const second = currentRelease(releases)!;
    expect(second).not.toBe(first);
    expect(deploy.output).toContain(`The server at ${server.url} serves ${second}.`);
    expect(await servedBuildId(server.url)).toBe(second);

    // The new build's pages, not a cached copy of the old ones, and the old build's files where it lacks them.
    const newRelease = path.join(releases, second);
    const home = await (await fetch(`${server.url}/en/`)).text();
    expect(home).toContain(hashedFilesOf(newRelease, 'en')[0]);
    const gone = oldHashed.filter((file) => !existsSync(path.join(newRelease, file)));
    expect(gone.length).toBeGreaterThan(0);
    for (const file of gone) {
      const answer = await fetch(`${server.url}${file}`);
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('cache-control'), file).toContain('immutable');
    }

    const rollback = await npmRun('rollback', ['--releases', releases, '--server', server.url]);
    expect(rollback.code, rollback.output).toBe(0);
    expect(rollback.output).toContain(`Rolled back from ${second} to ${first}.`);
    expect(await servedBuildId(server.url)).toBe(first);

    const report = await traffic.stop();
    console.log(`deploy + rollback under traffic: ${report.requests} requests, ${report.failures.length} failed`);
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(100);
    expect(readdirSync(releases).filter((name) => name.startsWith('.building-'))).toEqual([]);
  });
});
