import {execFileSync, spawnSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

/** The container image builds and serves the site, where a Docker engine is available (not in CI here). */
const dockerAvailable = spawnSync('docker', ['info'], {stdio: 'ignore'}).status === 0;
if (!dockerAvailable) {
  console.warn('docker.test.ts: no Docker engine on this machine (`docker info` failed); the image test is skipped.');
}

describe.skipIf(!dockerAvailable)('Dockerfile', () => {
  it('builds an image that serves the site as a non-root user', {timeout: 900_000}, async () => {
    execFileSync('docker', ['build', '-t', 'holoreal-site:test', '.'], {stdio: 'inherit'});
    const user = execFileSync('docker', ['run', '--rm', '--entrypoint', 'id', 'holoreal-site:test', '-u']).toString();
    expect(user.trim()).not.toBe('0');
    const container = execFileSync('docker', ['run', '-d', '-p', '127.0.0.1:38080:3000', 'holoreal-site:test'])
      .toString()
      .trim();
    try {
      let status = 0;
      for (let attempt = 0; attempt < 60 && status !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        status = await fetch('http://127.0.0.1:38080/en/').then(
          (response) => response.status,
          () => 0,
        );
      }
      expect(status).toBe(200);
    } finally {
      execFileSync('docker', ['rm', '-f', container]);
    }
  });
});
