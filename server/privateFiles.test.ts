import {mkdirSync, mkdtempSync, openSync, closeSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {FileExistsError, makeFileDescriptorPrivate, makePrivateDir, writePrivateFile} from './privateFiles';

const mode = (file: string) => statSync(file).mode & 0o777;

describe('private files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'private-files-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('makes a data directory 0700, a new one and one an older version left 0755', () => {
    const fresh = path.join(dir, 'fresh', 'data');
    makePrivateDir(fresh);
    expect(mode(fresh)).toBe(0o700);
    const old = path.join(dir, 'old');
    mkdirSync(old, {mode: 0o755});
    makePrivateDir(old);
    expect(mode(old)).toBe(0o700);
  });

  it('writes a file 0600, never over an existing one unless told to', async () => {
    const file = path.join(dir, 'backup.gz');
    // A partial file a crash left, readable by all: it is replaced, not reused.
    writeFileSync(`${file}.partial`, 'old', {mode: 0o644});
    await writePrivateFile(file, 'first');
    expect(mode(file)).toBe(0o600);
    await expect(writePrivateFile(file, 'second')).rejects.toBeInstanceOf(FileExistsError);
    await writePrivateFile(file, 'second', {overwrite: true});
    expect([readFileSync(file, 'utf8'), mode(file)]).toEqual(['second', 0o600]);
  });

  it('makes a file behind a descriptor 0600 (output redirected into a file)', () => {
    const file = path.join(dir, 'disclosure.json');
    writeFileSync(file, '', {mode: 0o644});
    const fd = openSync(file, 'a');
    try {
      makeFileDescriptorPrivate(fd);
    } finally {
      closeSync(fd);
    }
    expect(mode(file)).toBe(0o600);
  });
});
