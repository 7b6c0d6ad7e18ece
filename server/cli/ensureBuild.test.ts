import {mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {docsSets} from '../../config/docsSets';
import {BUILD_SOURCES, buildIsStale} from './ensureBuild';

const repoRoot = path.resolve(__dirname, '../..');
const SOURCES_AT = new Date('2026-01-01T00:00:00Z');
const BUILT_AT = new Date('2026-01-01T01:00:00Z');
const EDITED_AT = new Date('2026-01-01T02:00:00Z');
const roots: string[] = [];

afterEach(() => {
  roots.splice(0).forEach((root) => rmSync(root, {recursive: true, force: true}));
});

function setTimes(entry: string, time: Date): void {
  if (statSync(entry).isDirectory()) {
    readdirSync(entry).forEach((name) => setTimes(path.join(entry, name), time));
  }
  utimesSync(entry, time, time);
}

/** A file inside each source (the source itself when it is a file), as in the repository. */
function fileIn(source: string): string {
  return statSync(path.join(repoRoot, source)).isDirectory() ? path.join(source, 'nested', 'file.txt') : source;
}

/** A tree with every source, all older than a build in `dir`. */
function builtTree(dir = 'build'): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ensure-build-'));
  roots.push(root);
  for (const source of BUILD_SOURCES) {
    const file = path.join(root, fileIn(source));
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, source);
  }
  BUILD_SOURCES.forEach((source) => setTimes(path.join(root, source), SOURCES_AT));
  mkdirSync(path.join(root, dir));
  writeFileSync(path.join(root, dir, 'index.html'), '<html></html>');
  utimesSync(path.join(root, dir, 'index.html'), BUILT_AT, BUILT_AT);
  return root;
}

function edit(root: string, file: string): void {
  utimesSync(path.join(root, file), EDITED_AT, EDITED_AT);
}

describe('buildIsStale', () => {
  it('is true without a build and false for a build newer than every source', () => {
    const root = builtTree();
    expect(buildIsStale(root)).toBe(false);
    rmSync(path.join(root, 'build'), {recursive: true});
    expect(buildIsStale(root)).toBe(true);
  });

  it('is true after an edit to any source', () => {
    const missed = BUILD_SOURCES.filter((source) => {
      const root = builtTree();
      edit(root, fileIn(source));
      return !buildIsStale(root);
    });
    expect(missed).toEqual([]);
  });

  it('is true after a file is added to or removed from a source folder', () => {
    const root = builtTree();
    writeFileSync(path.join(root, 'common', 'added.ts'), '');
    expect(buildIsStale(root)).toBe(true);

    const other = builtTree();
    rmSync(path.join(other, fileIn('src')));
    expect(buildIsStale(other)).toBe(true);
  });

  it('watches every docs set the site is built from', () => {
    expect(docsSets.length).toBeGreaterThan(0);
    for (const set of docsSets) {
      expect(BUILD_SOURCES).toContain(set.path);
      const root = builtTree();
      const page = path.join(set.path, 'guide', 'page.md');
      mkdirSync(path.join(root, path.dirname(page)), {recursive: true});
      writeFileSync(path.join(root, page), '# page');
      setTimes(path.join(root, set.path), SOURCES_AT);
      expect(buildIsStale(root)).toBe(false);
      edit(root, page);
      expect(buildIsStale(root), set.path).toBe(true);
    }
  });

  it('checks a test build in another folder the same way', () => {
    const root = builtTree('build-test');
    expect(buildIsStale(root, 'build-test')).toBe(false);
    expect(buildIsStale(root)).toBe(true);
    edit(root, fileIn('common'));
    expect(buildIsStale(root, 'build-test')).toBe(true);
  });

  it('covers every path the site config names, and names only paths that exist', () => {
    const config = readFileSync(path.join(repoRoot, 'docusaurus.config.ts'), 'utf8');
    const named = [
      ...[...config.matchAll(/['"]\.\/([^'"]+)['"]/g)].map((match) => match[1]!),
      ...[...config.matchAll(/\bpath:\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!),
    ];
    expect(named.length).toBeGreaterThan(10);
    const covered = (file: string) =>
      BUILD_SOURCES.some((source) => file === source || file.startsWith(`${source}/`) || `${file}.ts` === source);
    expect(named.filter((file) => !covered(file))).toEqual([]);
    expect(BUILD_SOURCES.filter((source) => !statSync(path.join(repoRoot, source), {throwIfNoEntry: false}))).toEqual(
      [],
    );
  });
});
