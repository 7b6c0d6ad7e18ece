import {chmodSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {DEFAULT_ENV_FILE, describeEnvFile, loadEnvFile} from './envFile';

describe('the settings file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'env-file-'));
  const file = path.join(dir, 'env');
  writeFileSync(file, '# the server\nDATABASE_URL=postgres://site@db:5432/site\nPORT=3001\nLOG_FORMAT=json\n');
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('adds its settings, and a variable the environment gives wins over it; a blank one does not', () => {
    const env: NodeJS.ProcessEnv = {HOLOREAL_ENV_FILE: file, PORT: '4000', LOG_FORMAT: ' '};
    expect(loadEnvFile(env)).toEqual({path: file, loaded: true});
    expect(env).toMatchObject({DATABASE_URL: 'postgres://site@db:5432/site', PORT: '4000', LOG_FORMAT: 'json'});
    expect(describeEnvFile({path: file, loaded: true})).toBe(`${file} and the environment`);
  });

  it('is optional where it is by default, and required where HOLOREAL_ENV_FILE names it', () => {
    const missing = path.join(dir, 'missing');
    expect(loadEnvFile({HOLOREAL_ENV_FILE: ' '}).path).toBe(DEFAULT_ENV_FILE);
    expect(() => loadEnvFile({HOLOREAL_ENV_FILE: missing})).toThrow(
      `HOLOREAL_ENV_FILE names ${missing}, which does not exist`,
    );
  });

  it.skipIf(process.getuid?.() === 0)('says whose it is when this user may not read it', () => {
    const secret = path.join(dir, 'secret');
    writeFileSync(secret, 'DATABASE_URL=postgres://site:password@db/site\n');
    chmodSync(secret, 0o000);
    expect(() => loadEnvFile({HOLOREAL_ENV_FILE: secret})).toThrow(
      /is not readable by this user: run the command as the server's user/,
    );
  });
});
