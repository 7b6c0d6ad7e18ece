import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {copySite} from './copy-site';
import {runScript} from './run-script';

/** Processes whose command line names `dir`. */
function processesInto(dir: string): string[] {
  return execFileSync('ps', ['-eo', 'args'], {encoding: 'utf8'})
    .split('\n')
    .filter((line) => line.includes(dir));
}

// In a copy of the site: a build in this repository would share its `.docusaurus/` with the test builds that
// `npm test` runs beside the unit tests.
describe('scripts/site/build.ts', () => {
  let site: string;
  let outDir: string;
  beforeAll(async () => {
    site = await copySite(path.resolve(__dirname, '../..'));
    outDir = mkdtempSync(path.join(tmpdir(), 'site-build-out-'));
  });
  afterAll(() => {
    rmSync(site, {recursive: true, force: true});
    rmSync(outDir, {recursive: true, force: true});
  });

  it('when one language fails to build, ends the other, names the one that failed and exits 1', async () => {
    const result = await runScript(site, 'site/build.ts', [
      '--out-dir',
      outDir,
      '--locale',
      'ja',
      '--locale',
      'no_such_locale',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('docusaurus build of locale no_such_locale ended with code 1');
    expect(processesInto(outDir)).toEqual([]);
    // The Japanese build was ended, not let finish: it writes its first page after 20 s or more.
    expect(existsSync(path.join(outDir, 'index.html'))).toBe(false);
    // Nothing after the builds ran: no build info marks the folder as a complete build.
    expect(existsSync(path.join(outDir, '.build.json'))).toBe(false);
  }, 60_000);
});
