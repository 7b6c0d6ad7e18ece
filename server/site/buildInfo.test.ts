import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {BUILD_ID, newBuildInfo, sourceState} from './buildInfo';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

function checkout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'build-info-'));
  dirs.push(dir);
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {cwd: dir, stdio: 'ignore'});
  git('init', '-q');
  writeFileSync(path.join(dir, 'page.md'), '# One\n');
  copyFileSync(path.resolve(import.meta.dirname, '../../.gitignore'), path.join(dir, '.gitignore'));
  git('add', 'page.md', '.gitignore');
  git('commit', '-q', '-m', 'one');
  return dir;
}

const NOW = new Date('2026-11-25T17:10:05.123Z');

describe('build ids', () => {
  it('name the time and the commit, and end in -dirty when the tree has uncommitted changes', () => {
    expect(newBuildInfo(NOW, {commit: '1a2b3c4', dirty: false}).id).toBe('20261125T171005Z-1a2b3c4');
    const dirty = newBuildInfo(NOW, {commit: '1a2b3c4', dirty: true});
    expect(dirty).toEqual({id: '20261125T171005Z-1a2b3c4-dirty', builtAt: NOW.toISOString(), commit: '1a2b3c4'});
    expect(newBuildInfo(NOW, {commit: null, dirty: false}).id).toBe('20261125T171005Z-nogit');
    for (const id of ['20261125T171005Z-1a2b3c4', '20261125T171005Z-1a2b3c4-dirty', '20261125T171005Z-nogit']) {
      expect(BUILD_ID.test(id), id).toBe(true);
    }
    expect(BUILD_ID.test('20261125T171005Z-1a2b3c4-dirty-x')).toBe(false);
  });

  it("leave out the caches npm and other tools write into their user's home, were it the working tree", () => {
    const dir = checkout();
    for (const cache of ['.npm/_cacache', '.npm/_logs', '.cache/node-gyp']) {
      mkdirSync(path.join(dir, cache), {recursive: true});
      writeFileSync(path.join(dir, cache, 'entry'), 'cached');
    }
    expect(sourceState(dir).dirty).toBe(false);
  });

  it('see a changed file and a new file as dirty, a clean checkout as clean, no checkout as no commit', () => {
    const dir = checkout();
    const clean = sourceState(dir);
    expect(clean).toEqual({commit: expect.stringMatching(/^[0-9a-f]{7}$/) as string, dirty: false});
    writeFileSync(path.join(dir, 'page.md'), '# Two\n');
    expect(sourceState(dir)).toEqual({commit: clean.commit, dirty: true});
    execFileSync('git', ['checkout', '-q', 'page.md'], {cwd: dir});
    writeFileSync(path.join(dir, 'new.md'), '# New\n');
    expect(sourceState(dir)).toEqual({commit: clean.commit, dirty: true});
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'no-git-'));
    dirs.push(elsewhere);
    expect(sourceState(elsewhere)).toEqual({commit: null, dirty: false});
  });
});
