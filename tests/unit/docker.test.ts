import {execFileSync, spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The container image builds and serves the site, where a Docker engine is available (not in CI here). */
const dockerAvailable = spawnSync('docker', ['info'], {stdio: 'ignore'}).status === 0;
if (!dockerAvailable) {
  console.warn('docker.test.ts: no Docker engine on this machine (`docker info` failed); the image test is skipped.');
}

const docker = (...args: string[]) => execFileSync('docker', args, {cwd: REPO_ROOT}).toString().trim();

describe.skipIf(!dockerAvailable)('Dockerfile', () => {
  it('builds without .git an image that serves the site as a non-root user', {timeout: 900_000}, async () => {
    // MAINTAINING.md section 6's commands.
    execFileSync(
      'docker',
      ['build', '-t', 'holoreal-site:test', '--build-arg', 'SITE_URL=https://www.holoreal.jp', '.'],
      {
        cwd: REPO_ROOT,
        stdio: 'inherit',
      },
    );
    expect(docker('run', '--rm', '--entrypoint', 'id', 'holoreal-site:test', '-u')).not.toBe('0');
    const container = docker('run', '-d', '-p', '127.0.0.1::3000', 'holoreal-site:test');
    try {
      const url = `http://${docker('port', container, '3000/tcp').split('\n')[0]}`;
      let status = 0;
      for (let attempt = 0; attempt < 60 && status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        status = await fetch(`${url}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(status).toBe(200);
      for (const page of ['/', '/en/', '/docs/', '/en/docs/']) {
        expect((await fetch(`${url}${page}`)).status, page).toBe(200);
      }
      // The context holds no .git (.dockerignore): no commit in the build's id, and no last-updated date on
      // docs pages rather than a wrong one.
      const health = (await (await fetch(`${url}/healthz`)).json()) as {build: {id: string; commit: string | null}};
      expect(health.build).toMatchObject({id: expect.stringMatching(/^\d{8}T\d{6}Z-nogit$/) as string, commit: null});
      expect(await (await fetch(`${url}/docs/`)).text()).not.toContain('dateModified');
    } finally {
      docker('rm', '-f', container);
    }
  });
});
