import {execFile} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, describe, expect, it} from 'vitest';
import {INQUIRIES_COMMAND, REPO_ROOT} from '../../tests/server/inquiries';

/** The command as npm runs it (tsx server/cli/inquiries.ts); the commands themselves: inquiries/cli.test.ts. */
async function cli(dataDir: string, ...args: string[]): Promise<{code: number; stdout: string; stderr: string}> {
  try {
    const {stdout, stderr} = await promisify(execFile)(process.execPath, [...INQUIRIES_COMMAND, ...args], {
      cwd: REPO_ROOT,
      env: {...process.env, DATA_DIR: dataDir, DATABASE_URL: ''},
    });
    return {code: 0, stdout, stderr};
  } catch (error) {
    const failed = error as {code: number; stdout: string; stderr: string};
    return {code: failed.code, stdout: failed.stdout, stderr: failed.stderr};
  }
}

describe('npm run inquiries', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inquiries-cli-entry-'));
  afterAll(() => rmSync(dataDir, {recursive: true, force: true}));

  it('prints the usage with status 2 when no command is given', async () => {
    const {code, stdout} = await cli(dataDir);
    expect(code).toBe(2);
    expect(stdout).toContain('npm run inquiries -- list');
  });

  it('says so, with status 1, when a running server holds the PGlite data directory', async () => {
    // What a running server leaves: the lock file naming a live process (this one).
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    const {code, stderr} = await cli(dataDir, 'list');
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /process \d+ on host .+ has this database open \(since .+\)\. PGlite allows one process at a time: stop that server/,
    );
  });
});
