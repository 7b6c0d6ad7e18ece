import {execFile, spawn, type ChildProcess} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {killGroupNow, listProcesses} from '../../server/processGroup';
import {readBuildInfo, writeBuildInfo} from '../../server/site/buildInfo';
import {DEPLOY_LOCK} from '../../server/releases/deployLock';
import {currentRelease, switchCurrent} from '../../server/releases/releases';
import {REPO_ROOT} from '../server/inquiries';
import {startServer, type ServerProcess} from '../server/serverProcess';
import {sleep, until} from '../server/until';
import {startTraffic} from './trafficLoop';

const run = promisify(execFile);
const BUILD_TEST = path.join(REPO_ROOT, 'build-test');
/** A release older than the test build, to roll back to while a deploy is building. */
const OLDER = '20200101T000000Z-0000000';

/** Pages of both locales that every build has. */
const PAGES = ['/', '/en/', '/contact', '/en/contact', '/products/', '/en/products/', '/newsplus', '/en/newsplus'];

/** The hashed scripts and stylesheets a page of this build loads (`/assets/…`, `/en/assets/…`). */
function hashedFilesOf(releaseDir: string, page: string): string[] {
  const html = readFileSync(path.join(releaseDir, page, 'index.html'), 'utf8');
  return [...html.matchAll(/\/(?:en\/)?assets\/[\w~./-]+?\.(?:js|css)\b/g)].map((match) => match[0]);
}

/** `npm run <script>` to its end, or killed after `timeoutMs` (a deploy that hangs fails here, not at the test timeout). */
async function npmRun(script: string, args: string[], timeoutMs = 300_000) {
  try {
    const {stdout, stderr} = await run('npm', ['run', '--silent', script, '--', ...args], {
      cwd: REPO_ROOT,
      maxBuffer: 64 * 1024 * 1024,
      timeout: timeoutMs,
    });
    return {code: 0, output: stdout + stderr};
  } catch (error) {
    const failed = error as {code: number | null; killed?: boolean; stdout: string; stderr: string};
    const note = failed.killed ? `\n(killed after ${timeoutMs / 1000} s)` : '';
    return {code: failed.code, output: failed.stdout + failed.stderr + note};
  }
}

/** `npm run <script>` started in the background. */
function npmStart(script: string, args: string[]) {
  const child: ChildProcess = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {child, output: () => output, exited};
}

interface LockRecord {
  pid: number;
  build?: {pgid: number; dir: string};
}

/** What the deploy lock says about the running deploy: its process id and its build, once started. */
function deployLock(releases: string): LockRecord | null {
  try {
    return JSON.parse(readFileSync(path.join(releases, DEPLOY_LOCK), 'utf8')) as LockRecord;
  } catch {
    return null;
  }
}

async function deployBuilding(releases: string): Promise<Required<LockRecord>> {
  await until(() => deployLock(releases)?.build !== undefined, 'the deploy to start its build', 120_000);
  return deployLock(releases) as Required<LockRecord>;
}

/** Processes of a deploy's build still running: in its process group, or writing into its out dir. */
function buildProcesses(build: {pgid: number; dir: string}): string[] {
  return (listProcesses() ?? [])
    .filter((entry) => entry.pgid === build.pgid || entry.command.includes(build.dir))
    .map((entry) => `${entry.pid} (group ${entry.pgid}): ${entry.command}`);
}

async function servedBuildId(url: string): Promise<string | undefined> {
  const health = (await (await fetch(`${url}/healthz`)).json()) as {build?: {id: string}};
  return health.build?.id;
}

describe('npm run deploy and npm run rollback', () => {
  let releases: string;
  let first: string;
  let server: ServerProcess;
  /** The deploy killed with SIGKILL in the middle of its build, for the next deploy to clean up after. */
  let killed: Required<LockRecord> | undefined;
  const builds: {pgid: number; dir: string}[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(BUILD_TEST, '.build.json'))) {
      throw new Error('build-test/ is missing or incomplete: run `npm run build:test` first');
    }
    // The release that is live before the deploy: the test build, as a deploy would have left it, and an
    // older one (the same files under another id).
    releases = path.join(mkdtempSync(path.join(tmpdir(), 'releases-')), 'releases');
    first = readBuildInfo(BUILD_TEST)!.id;
    cpSync(BUILD_TEST, path.join(releases, first), {recursive: true});
    cpSync(BUILD_TEST, path.join(releases, OLDER), {recursive: true});
    await writeBuildInfo(path.join(releases, OLDER), {id: OLDER, builtAt: '2020-01-01T00:00:00.000Z', commit: null});
    switchCurrent(releases, first);
    server = await startServer({
      BUILD_DIR: path.join(releases, 'current'),
      DATA_DIR: path.join(releases, '..', 'data'),
    });
  });

  afterAll(async () => {
    // Only after a failure: a build left running.
    builds.filter((build) => buildProcesses(build).length > 0).forEach((build) => killGroupNow(build.pgid));
    await server?.stop();
    if (releases) {
      rmSync(path.dirname(releases), {recursive: true, force: true});
    }
  });

  it('refuses at once, building nothing, when the server does not follow releases/current', async () => {
    const other = path.join(path.dirname(releases), 'other-releases');
    mkdirSync(path.join(other, OLDER), {recursive: true});
    await writeBuildInfo(path.join(other, OLDER), {id: OLDER, builtAt: '2020-01-01T00:00:00.000Z', commit: null});
    switchCurrent(other, OLDER);
    const started = Date.now();

    const deploy = await npmRun('deploy', ['--releases', other, '--server', server.url], 60_000);

    const seconds = (Date.now() - started) / 1000;
    console.log(`refused deploy: exit ${deploy.code} after ${seconds.toFixed(1)} s`);
    expect(deploy.code, deploy.output).toBe(1);
    const link = path.join(other, 'current');
    expect(deploy.output).toContain(
      `The server at ${server.url} serves ${first}, but ${link} points to ${OLDER}: the server does not follow ` +
        `${link} (start it with BUILD_DIR=${link}). Nothing was built and ${link} is unchanged.`,
    );
    expect(currentRelease(other)).toBe(OLDER);
    expect(readdirSync(other).sort()).toEqual([OLDER, 'current']);
    // Starting npm and tsx takes a few seconds here; the build it skipped takes a minute.
    expect(seconds).toBeLessThan(20);
  });

  it('a deploy stopped with SIGTERM ends its build and removes its unfinished release and its lock', async () => {
    const deploy = npmStart('deploy', ['--releases', releases, '--server', server.url]);
    const {pid, build} = await deployBuilding(releases);
    builds.push(build);
    await sleep(2000);

    process.kill(pid, 'SIGTERM');
    const code = await deploy.exited;
    console.log(`deploy stopped with SIGTERM: exit ${code}`);

    expect(code, deploy.output()).not.toBe(0);
    expect(deploy.output()).toContain('deploy: stopped by SIGTERM.');
    expect(buildProcesses(build)).toEqual([]);
    expect(existsSync(build.dir)).toBe(false);
    expect(existsSync(path.join(releases, DEPLOY_LOCK))).toBe(false);
    expect(currentRelease(releases)).toBe(first);
  });

  it('rolls back while a deploy is building, without waiting for it', async () => {
    const deploy = npmStart('deploy', ['--releases', releases, '--server', server.url]);
    const building = await deployBuilding(releases);
    builds.push(building.build);
    const buildStarted = Date.now();

    const back = await npmRun('rollback', ['--releases', releases, '--server', server.url], 60_000);
    expect(back.code, back.output).toBe(0);
    expect(back.output).toContain(`Rolled back from ${first} to ${OLDER}.`);
    expect(back.output).toContain(`A deploy (process ${building.pid}, started`);
    expect(await servedBuildId(server.url)).toBe(OLDER);
    const forward = await npmRun('rollback', ['--releases', releases, '--server', server.url, first], 60_000);
    expect(forward.code, forward.output).toBe(0);
    expect(await servedBuildId(server.url)).toBe(first);
    expect(deploy.child.exitCode, deploy.output()).toBeNull();
    expect(deployLock(releases)?.pid).toBe(building.pid);

    // Then the deploy is killed the way nothing can catch, about 10 s into its build.
    await sleep(Math.max(0, buildStarted + 10_000 - Date.now()));
    process.kill(building.pid, 'SIGKILL');
    await deploy.exited;
    killed = building;
    console.log(`killed deploy: its build left running: ${buildProcesses(building.build).length} process(es)`);
  });

  it('the next deploy ends the killed deploy’s build and switches to the new build with every request answered', async () => {
    expect(killed, 'the previous test kills a deploy').toBeDefined();
    const oldRelease = path.join(releases, first);
    const oldHashed = [...new Set([...hashedFilesOf(oldRelease, ''), ...hashedFilesOf(oldRelease, 'en')])];
    expect(oldHashed.some((file) => file.startsWith('/en/assets/'))).toBe(true);
    const traffic = startTraffic(server.url, [...PAGES, ...oldHashed, '/readyz', '/healthz']);
    let ownBuild: {pgid: number; dir: string} | undefined;
    const watch = setInterval(() => (ownBuild = deployLock(releases)?.build ?? ownBuild), 200);

    const deploy = await npmRun('deploy', ['--releases', releases, '--server', server.url]);
    clearInterval(watch);
    console.log(
      deploy.output
        .split('\n')
        .filter((line) => /^(Took over|Ending|Removed)/.test(line))
        .join('\n'),
    );
    expect(deploy.code, deploy.output.slice(-3000)).toBe(0);
    expect(deploy.output).toContain(
      `Took over ${path.join(releases, DEPLOY_LOCK)} from deploy process ${killed!.pid} `,
    );
    expect(buildProcesses(killed!.build)).toEqual([]);
    expect(ownBuild).toBeDefined();
    builds.push(ownBuild!);
    expect(buildProcesses(ownBuild!)).toEqual([]);

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

    const rollback = await npmRun('rollback', ['--releases', releases, '--server', server.url], 60_000);
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
