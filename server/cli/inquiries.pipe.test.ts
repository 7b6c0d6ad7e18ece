import {execFile} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {OPEN_TIMEOUT, seedDataDir} from '../../tests/server/databases';
import {INQUIRIES_COMMAND, REPO_ROOT} from '../../tests/server/inquiries';
import {seedInquiries} from '../../tests/server/seedInquiries';
import {migrate} from '../db/migrate';
import {openPglite} from '../db/pglite';
import {runCli} from './inquiryCommands/commands';

const INQUIRIES = 2000;

/**
 * Runs `npm run inquiries -- <args>` (as npm does, through tsx) with stdout piped into `reader`, a shell
 * command; returns the command's own exit status (not the reader's).
 */
async function piped(dataDir: string, args: string, reader: string): Promise<number> {
  const command = [process.execPath, ...INQUIRIES_COMMAND].map((arg) => `"${arg}"`).join(' ');
  const script = `${command} ${args} | ${reader}; exit \${PIPESTATUS[0]}`;
  try {
    await promisify(execFile)('bash', ['-c', script], {
      cwd: REPO_ROOT,
      env: {...process.env, DATA_DIR: dataDir, DATABASE_URL: ''},
    });
    return 0;
  } catch (error) {
    return (error as {code: number}).code;
  }
}

describe('npm run inquiries into a pipe', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inquiries-pipe-'));
  const dataDir = path.join(dir, 'data');

  /** What the command writes, taken in this process without any pipe. */
  async function expected(...argv: string[]): Promise<Buffer> {
    let out = '';
    const code = await runCli(argv, {env: {DATA_DIR: dataDir}, stdout: (text) => void (out += text), stderr: () => {}});
    expect(code).toBe(0);
    return Buffer.from(out, 'utf8');
  }

  beforeAll(async () => {
    await seedDataDir(dataDir);
    const db = await openPglite(dataDir);
    try {
      await migrate(db);
      // Long messages: the JSON export is over 10 MB, far beyond a pipe's 64 KiB buffer.
      await seedInquiries(db, INQUIRIES, {messageChars: 2100});
    } finally {
      await db.close();
    }
  }, OPEN_TIMEOUT);
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it.each([
    ['json', ['list', '--format', 'json']],
    ['csv', ['list', '--format', 'csv']],
  ])(
    'gets every byte of the %s export through a slow reader, and status 0',
    async (name, argv) => {
      const want = await expected(...argv);
      expect(want.length).toBeGreaterThan(name === 'json' ? 10_000_000 : 5_000_000);
      const out = path.join(dir, `out.${name}`);
      // The reader starts late, so the pipe is full long before the command has written everything.
      expect(await piped(dataDir, argv.join(' '), `(sleep 1; cat > "${out}")`)).toBe(0);
      const got = readFileSync(out);
      expect(got.length).toBe(want.length);
      expect(got.equals(want)).toBe(true);
      if (name === 'json') {
        expect(JSON.parse(got.toString('utf8'))).toHaveLength(INQUIRIES);
      }
    },
    OPEN_TIMEOUT,
  );

  it(
    'exits with status 1 when the reader goes away before everything is out',
    async () => {
      expect(await piped(dataDir, 'list --format json', 'head -c 1000 > /dev/null')).toBe(1);
    },
    OPEN_TIMEOUT,
  );
});
