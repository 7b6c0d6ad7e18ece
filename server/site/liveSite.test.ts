import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {createApp} from '../app';
import {writeBuildInfo} from './buildInfo';
import {createLiveSite} from './liveSite';
import {switchCurrent} from '../releases/releases';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

/** A release of a miniature site: its home pages name its own hashed script. */
async function release(releases: string, id: string, hash: string): Promise<void> {
  const files = {
    'index.html': `<script src="/assets/js/main.${hash}.js"></script>ホーム ${id}`,
    'en/index.html': `<script src="/en/assets/js/main.${hash}.js"></script>Home ${id}`,
    '404.html': 'ページが見つかりません',
    'en/404.html': 'Page Not Found',
    [`assets/js/main.${hash}.js`]: `/* ${id} */`,
    [`en/assets/js/main.${hash}.js`]: `/* ${id}, English */`,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(releases, id, name)), {recursive: true});
    writeFileSync(path.join(releases, id, name), content);
  }
  await writeBuildInfo(path.join(releases, id), {id, builtAt: new Date().toISOString(), commit: null});
}

function releasesDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  dirs.push(dir);
  return dir;
}

const A = '20261101T000000Z-aaaaaaa';
const B = '20261102T000000Z-bbbbbbb';

describe('live site: following releases/current', () => {
  it('serves the new release after the link moves, and the old release’s hashed files of both locales', async () => {
    const releases = releasesDir();
    await release(releases, A, 'aaaa1111');
    switchCurrent(releases, A);
    const live = createLiveSite({buildDir: path.join(releases, 'current')});
    const site = createApp({site: live});
    expect(await (await site.request('/en/')).text()).toContain(`Home ${A}`);

    await release(releases, B, 'bbbb2222');
    switchCurrent(releases, B);
    expect(await (await site.request('/healthz')).json()).toMatchObject({build: {id: A}});
    // The server's timer (every second) or SIGHUP calls this.
    live.refresh();
    expect(await (await site.request('/healthz')).json()).toMatchObject({build: {id: B}});

    expect(await (await site.request('/en/')).text()).toContain(`Home ${B}`);
    for (const old of ['/assets/js/main.aaaa1111.js', '/en/assets/js/main.aaaa1111.js']) {
      const answer = await site.request(old);
      expect(answer.status, old).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // Only hashed files come from older releases; a page the new build lacks is not found.
    expect((await site.request('/assets/js/main.cccc3333.js')).status).toBe(404);
  });

  it('switches on refresh without a restart, forgetting the old build’s cached answers', async () => {
    const releases = releasesDir();
    await release(releases, A, 'aaaa1111');
    switchCurrent(releases, A);
    const site = createLiveSite({buildDir: path.join(releases, 'current')});
    const app = createApp({site});
    expect((await app.request('/en/assets/js/main.bbbb2222.js')).status).toBe(404);
    expect(await (await app.request('/')).text()).toContain(A);

    await release(releases, B, 'bbbb2222');
    switchCurrent(releases, B);
    expect(site.refresh()).toBe(true);
    expect(await (await app.request('/')).text()).toContain(B);
    // The 404 remembered for the old build does not outlive it.
    expect((await app.request('/en/assets/js/main.bbbb2222.js')).status).toBe(200);
    expect(site.refresh()).toBe(false);
  });

  it('reloads a build rebuilt in place once its build info is written, not while it is being written', async () => {
    const root = releasesDir();
    await release(root, A, 'aaaa1111');
    const buildDir = path.join(root, A);
    const site = createLiveSite({buildDir});
    const app = createApp({site});
    expect(await (await app.request('/')).text()).toContain(A);

    // A rebuild empties the directory first; until .build.json comes back the last build keeps serving.
    rmSync(path.join(buildDir, '.build.json'));
    writeFileSync(path.join(buildDir, 'index.html'), 'half-written');
    expect(site.refresh()).toBe(false);
    expect(await (await app.request('/')).text()).toContain(A);

    await writeBuildInfo(buildDir, {id: B, builtAt: new Date().toISOString(), commit: null});
    expect(site.refresh()).toBe(true);
    expect(await (await app.request('/')).text()).toBe('half-written');
  });

  it('starts without a site at BUILD_DIR and serves one that appears later, with or without build info', async () => {
    const root = releasesDir();
    const lines: string[] = [];
    const log = {info: (message: string) => lines.push(message), warn: () => {}};
    for (const [name, withInfo] of [
      ['plain', false],
      ['built', true],
    ] as const) {
      const buildDir = path.join(root, name);
      const site = createLiveSite({buildDir, log});
      const app = createApp({site});
      expect((await app.request('/readyz')).status).toBe(503);
      expect(site.refresh()).toBe(false);

      mkdirSync(buildDir);
      expect(site.refresh()).toBe(false);
      writeFileSync(path.join(buildDir, 'index.html'), `home ${name}`);
      if (withInfo) {
        await writeBuildInfo(buildDir, {id: A, builtAt: new Date().toISOString(), commit: null});
      }
      expect(site.refresh()).toBe(true);
      expect(lines.pop()).toBe(`Site found at BUILD_DIR ${buildDir}`);
      expect((await app.request('/readyz')).status).toBe(200);
      expect(await (await app.request('/')).text()).toBe(`home ${name}`);
      expect(site.refresh()).toBe(false);
    }
  });
});
