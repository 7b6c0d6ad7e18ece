import {appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {checkSeams, type SeamPlaces} from './checkSeams';
import {seams} from './seams';

const siteDir = path.resolve(__dirname, '../..');
const realPackages = path.join(siteDir, 'node_modules');
const SCOPES = ['@docusaurus'];
/** Patched packages outside those scopes, named by their patch files (`name+version.patch`). */
const UNSCOPED_PATCHED = readdirSync(path.join(siteDir, 'patches'))
  .filter((file) => !file.startsWith('@'))
  .map((file) => file.slice(0, file.indexOf('+')));

/**
 * The installed packages the seams touch, linked into a temporary folder, except `packageName`, which is
 * copied so that `change` can edit it without touching node_modules.
 */
function packagesWith(packageName: string, change: (packageDir: string) => void): SeamPlaces {
  const packagesDir = path.join(temporaryDirectory('check-seams'), 'node_modules');
  const ids = [
    ...SCOPES.flatMap((scope) => readdirSync(path.join(realPackages, scope)).map((name) => `${scope}/${name}`)),
    ...UNSCOPED_PATCHED,
  ];
  SCOPES.forEach((scope) => mkdirSync(path.join(packagesDir, scope), {recursive: true}));
  for (const id of ids) {
    if (id === packageName) {
      cpSync(path.join(realPackages, id), path.join(packagesDir, id), {recursive: true});
    } else {
      symlinkSync(path.join(realPackages, id), path.join(packagesDir, id));
    }
  }
  change(path.join(packagesDir, packageName));
  return {siteDir, packagesDir};
}

/**
 * A temporary site: the real one linked in entry by entry, except the folder `file` is in, whose entries are
 * linked one level down, so that `file` can be planted there with `text`.
 */
function siteWith(file: string, text: string): string {
  const site = temporaryDirectory('check-seams-site');
  const [top] = file.split('/');
  for (const name of readdirSync(siteDir)) {
    if (name === top) {
      mkdirSync(path.join(site, name));
      for (const inner of readdirSync(path.join(siteDir, name))) {
        symlinkSync(path.join(siteDir, name, inner), path.join(site, name, inner));
      }
    } else {
      symlinkSync(path.join(siteDir, name), path.join(site, name));
    }
  }
  mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  writeFileSync(path.join(site, file), text);
  return site;
}

/** A private module no seam lists; spelled in parts so that this file does not itself import it. */
const UNLISTED = ['@docusaurus/core', 'lib', 'server/brokenLinks'].join('/');

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replaceAll(from, to));
}

describe('check:seams', () => {
  it('finds every seam holding on the installed packages', () => {
    expect(checkSeams(seams, {siteDir, packagesDir: realPackages})).toEqual([]);
  });

  it('names the template seam when the page template loses a string the site replaces', () => {
    const places = packagesWith('@docusaurus/core', (dir) =>
      edit(path.join(dir, 'lib/ssg/ssgTemplate.html.js'), '<%~ it.postBodyTags %>', ''),
    );
    expect(checkSeams(seams, places)).toEqual([
      {seam: 'template: scripts after first paint', problem: expect.stringContaining('it.postBodyTags') as string},
    ]);
  });

  it('names the private-module seam when the module no longer exports a name the site imports', () => {
    const places = packagesWith('@docusaurus/core', (dir) =>
      edit(path.join(dir, 'lib/server/site.js'), 'loadContext', 'loadSiteContext'),
    );
    expect(checkSeams(seams, places)).toEqual([
      {
        seam: 'private: site loader',
        problem: '@docusaurus/core/lib/server/site no longer exports loadContext',
      },
    ]);
  });

  it('names the private-module seam when the module loses the default export the site imports', () => {
    const places = packagesWith('@docusaurus/core', (dir) =>
      edit(path.join(dir, 'lib/client/docusaurus.js'), 'export default', 'export const docusaurusApi ='),
    );
    // The file carries two patches as well, which also report that it changed.
    expect(checkSeams(seams, places)).toContainEqual({
      seam: 'private: client API object',
      problem: '@docusaurus/core/lib/client/docusaurus no longer exports default',
    });
  });

  it('names the ejected component whose original changed upstream', () => {
    const places = packagesWith('@docusaurus/theme-classic', (dir) =>
      appendFileSync(path.join(dir, 'src/theme/BlogLayout/index.tsx'), '\n// changed\n'),
    );
    expect(checkSeams(seams, places)).toEqual([
      {seam: 'swizzle: BlogLayout', problem: expect.stringContaining('changed since it was ejected') as string},
    ]);
  });

  it('names the patch hunk a package no longer carries', () => {
    const places = packagesWith('@docusaurus/theme-common', (dir) =>
      edit(
        path.join(dir, 'lib/utils/reactUtils.js'),
        'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));',
        'deps.sort((a, b) => a[0].localeCompare(b[0]));',
      ),
    );
    expect(checkSeams(seams, places)).toEqual([
      {seam: 'patch: memo sort without localeCompare', problem: expect.stringContaining('does not carry') as string},
    ]);
  });

  it('names the version seam, and the patches made for the old version, after an upgrade', () => {
    const places = packagesWith('@docusaurus/core', (dir) =>
      edit(path.join(dir, 'package.json'), '"3.10.2"', '"3.11.0"'),
    );
    const failing = checkSeams(seams, places).map((failure) => failure.seam);
    expect(failing).toEqual(['docusaurus-version', 'patch: idle route prefetch', 'patch: prefetch queue']);
  });

  it.each([
    ['an import', 'common/planted.ts', `// planted\nimport {x} from '${UNLISTED}';\n`, 2],
    ['a dynamic import()', 'src/planted.ts', `export const load = async () =>\n  await import('${UNLISTED}');\n`, 2],
    ['a require()', 'scripts/planted.cjs', `'use strict';\n\nconst {x} = require("${UNLISTED}");\n`, 3],
    ['a createRequire()d require', 'config/planted.ts', `const found = nodeRequire.resolve(\`${UNLISTED}\`);\n`, 1],
    ['a bare import', 'tests/planted.mts', `import '${UNLISTED}';\n`, 1],
  ])('names the file and line of %s of a private module without an entry', (_, file, text, line) => {
    const places = {siteDir: siteWith(file, text), packagesDir: realPackages};
    expect(checkSeams(seams, places)).toEqual([
      {
        seam: expect.stringContaining('inventory') as string,
        problem: `${file}:${line} imports ${UNLISTED}, which has no entry`,
      },
    ]);
  });

  it('names a swizzled component that has no entry', () => {
    const withoutSearchBar = seams.filter((seam) => seam.id !== 'swizzle: SearchBar');
    expect(checkSeams(withoutSearchBar, {siteDir, packagesDir: realPackages})).toEqual([
      {seam: expect.stringContaining('inventory') as string, problem: 'src/theme/SearchBar has no entry'},
    ]);
  });
});
