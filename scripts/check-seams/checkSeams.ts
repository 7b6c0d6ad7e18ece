import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parsePatch, patchTarget, type Hunk} from './patchFile';
import type {PatchHunkSeam, PrivateModuleSeam, Seam, SwizzleSeam, TemplateSeam, VersionSeam} from './seam';

/**
 * Checks that every seam in the inventory still holds, and that the inventory is complete: every patch hunk,
 * every component in src/theme/ and every import of a package's private modules has an entry. Reads files
 * only (no module of the site or of Docusaurus is run, except the page template and the swizzle configs),
 * so it takes about a second.
 */

export interface SeamPlaces {
  /** The site: patches/, src/theme/ and the sources scanned for private imports. */
  siteDir: string;
  /** Where the packages are installed (normally <siteDir>/node_modules). */
  packagesDir: string;
}

/** One seam that no longer holds: its id and what changed. */
export interface SeamFailure {
  seam: string;
  problem: string;
}

const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

function packageFile(places: SeamPlaces, packageName: string, file: string): string {
  return path.join(places.packagesDir, packageName, file);
}

function installedVersion(places: SeamPlaces, packageName: string): string | undefined {
  const manifest = packageFile(places, packageName, 'package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as {version: string}).version : undefined;
}

/** Node's resolution as seen from a file directly inside packagesDir's parent. */
function resolver(places: SeamPlaces): NodeJS.Require {
  return createRequire(path.join(places.packagesDir, '..', 'check-seams.js'));
}

function checkVersion(seam: VersionSeam, places: SeamPlaces): string[] {
  const installed = installedVersion(places, seam.package);
  return installed === seam.version
    ? []
    : [`${seam.package} ${installed ?? '(none)'} is installed; the seams were checked against ${seam.version}`];
}

function readHunks(seam: PatchHunkSeam, places: SeamPlaces): Hunk[] | string {
  const patchPath = path.join(places.siteDir, 'patches', seam.patch);
  if (!existsSync(patchPath)) {
    return `patches/${seam.patch} does not exist`;
  }
  const {package: packageName} = patchTarget(seam.patch);
  const hunks = parsePatch(readFileSync(patchPath, 'utf8'), packageName).get(seam.file);
  return hunks ?? `patches/${seam.patch} does not patch ${seam.file}`;
}

function checkPatchHunk(seam: PatchHunkSeam, places: SeamPlaces): string[] {
  const hunks = readHunks(seam, places);
  if (typeof hunks === 'string') {
    return [hunks];
  }
  const hunk = hunks[seam.hunk - 1];
  if (!hunk) {
    return [`patches/${seam.patch} has no hunk ${seam.hunk} for ${seam.file}`];
  }
  const {package: packageName, version} = patchTarget(seam.patch);
  const installed = installedVersion(places, packageName);
  if (installed !== version) {
    return [`the patch is for ${packageName} ${version}, ${installed ?? 'none'} is installed`];
  }
  const target = packageFile(places, packageName, seam.file);
  if (!existsSync(target)) {
    return [`${packageName}/${seam.file} no longer exists`];
  }
  const patched = readFileSync(target, 'utf8');
  if (!patched.includes(hunk.after)) {
    return [
      `${packageName}/${seam.file} does not carry the hunk (run npm ci; if patch-package failed, the patch no longer applies)`,
    ];
  }
  // Reversing every hunk for the file gives the file as the package ships it, if the hunks' context is still there.
  const pristine = hunks.reduce((text, each) => text.replace(each.after, () => each.before), patched);
  return sha256(pristine) === seam.pristineSha256
    ? []
    : [`${packageName}/${seam.file} as shipped differs from the version the hunk was written against`];
}

/**
 * Whether a module's source exports `name`, in CommonJS (`exports.name =`) or ES module syntax; `default` is the
 * default export.
 */
function exportsName(source: string, name: string): boolean {
  const escaped = name.replace(/[$]/g, '\\$');
  if (name === 'default' && /\bexport\s+default\b/.test(source)) {
    return true;
  }
  return [
    new RegExp(`\\bexports\\.${escaped}\\s*=`),
    new RegExp(`defineProperty\\(exports,\\s*["']${escaped}["']`),
    new RegExp(`\\bexport\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${escaped}\\b`),
    new RegExp(`\\bexport\\s*\\{[^}]*\\b${escaped}\\b[^}]*\\}`),
  ].some((pattern) => pattern.test(source));
}

function resolve(specifier: string, places: SeamPlaces): string | undefined {
  try {
    return resolver(places).resolve(specifier);
  } catch {
    return undefined;
  }
}

function checkPrivateModule(seam: PrivateModuleSeam, places: SeamPlaces): string[] {
  const file = resolve(seam.specifier, places);
  if (!file) {
    return [`${seam.specifier} no longer resolves`];
  }
  const source = readFileSync(file, 'utf8');
  return seam.exports
    .filter((name) => !exportsName(source, name))
    .map((name) => `${seam.specifier} no longer exports ${name}`);
}

function checkTemplate(seam: TemplateSeam, places: SeamPlaces): string[] {
  const file = resolve(seam.specifier, places);
  if (!file) {
    return [`${seam.specifier} no longer resolves`];
  }
  const template = (resolver(places)(file) as {default: unknown}).default;
  if (typeof template !== 'string') {
    return [`${seam.specifier} no longer exports a template string`];
  }
  return seam.strings
    .filter((search) => template.split(search).length !== 2)
    .map((search) => `${seam.specifier} no longer contains exactly one ${JSON.stringify(search)}`);
}

type SwizzleConfig = {components: Record<string, {actions?: Partial<Record<'eject' | 'wrap', string>>}>};

/** The theme's own swizzle config if it ships one (theme-classic does); otherwise every component is unsafe. */
function swizzleSafety(seam: SwizzleSeam, places: SeamPlaces): string {
  const configFile = packageFile(places, seam.theme, 'lib/getSwizzleConfig.js');
  if (!existsSync(configFile)) {
    return 'unsafe';
  }
  const getConfig = (resolver(places)(configFile) as {default: () => SwizzleConfig}).default;
  return getConfig().components[seam.component]?.actions?.[seam.mode] ?? 'unsafe';
}

function siteComponentFile(siteDir: string, component: string): string | undefined {
  return [path.join('src/theme', component, 'index.tsx'), path.join('src/theme', `${component}.tsx`)].find((file) =>
    existsSync(path.join(siteDir, file)),
  );
}

function checkSwizzle(seam: SwizzleSeam, places: SeamPlaces): string[] {
  const problems: string[] = [];
  if (!siteComponentFile(places.siteDir, seam.component)) {
    problems.push(`src/theme/${seam.component} no longer exists: remove the entry`);
  }
  const original = packageFile(places, seam.theme, seam.original);
  if (!existsSync(original)) {
    return [...problems, `${seam.theme} no longer has ${seam.original}`];
  }
  if (seam.originalSha256 && sha256(readFileSync(original)) !== seam.originalSha256) {
    problems.push(
      `${seam.theme}/${seam.original} changed since it was ejected: merge the change into src/theme/${seam.component}`,
    );
  }
  const safety = swizzleSafety(seam, places);
  if (safety !== seam.safety) {
    problems.push(`${seam.theme} now marks ${seam.mode} ${safety}, not ${seam.safety}`);
  }
  return problems;
}

function checkSeam(seam: Seam, places: SeamPlaces): string[] {
  switch (seam.kind) {
    case 'version':
      return checkVersion(seam, places);
    case 'patch-hunk':
      return checkPatchHunk(seam, places);
    case 'private-module':
      return checkPrivateModule(seam, places);
    case 'template':
      return checkTemplate(seam, places);
    case 'swizzle':
      return checkSwizzle(seam, places);
  }
}

const INVENTORY = 'the inventory (scripts/check-seams/seams.ts)';

function unlistedHunks(seams: readonly Seam[], places: SeamPlaces): SeamFailure[] {
  const patches = path.join(places.siteDir, 'patches');
  if (!existsSync(patches)) {
    return [];
  }
  const listed = new Set(
    seams.map((seam) => (seam.kind === 'patch-hunk' ? `${seam.patch} ${seam.file} ${seam.hunk}` : '')),
  );
  return readdirSync(patches)
    .filter((name) => name.endsWith('.patch'))
    .flatMap((name) =>
      [...parsePatch(readFileSync(path.join(patches, name), 'utf8'), patchTarget(name).package)].flatMap(
        ([file, hunks]) => hunks.map((_, index) => `${name} ${file} ${index + 1}`),
      ),
    )
    .filter((hunk) => !listed.has(hunk))
    .map((hunk) => ({seam: INVENTORY, problem: `patch hunk ${hunk} has no entry`}));
}

function themeComponents(dir: string, prefix = ''): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const name = prefix + entry.name;
    if (entry.isDirectory()) {
      const nested = themeComponents(path.join(dir, entry.name), `${name}/`);
      return existsSync(path.join(dir, entry.name, 'index.tsx')) ? [name, ...nested] : nested;
    }
    return prefix === '' && entry.name.endsWith('.tsx') ? [name.replace(/\.tsx$/, '')] : [];
  });
}

function unlistedSwizzles(seams: readonly Seam[], places: SeamPlaces): SeamFailure[] {
  const themeDir = path.join(places.siteDir, 'src/theme');
  if (!existsSync(themeDir)) {
    return [];
  }
  const listed = new Set(seams.map((seam) => (seam.kind === 'swizzle' ? seam.component : '')));
  return themeComponents(themeDir)
    .filter((component) => !listed.has(component))
    .map((component) => ({seam: INVENTORY, problem: `src/theme/${component} has no entry`}));
}

const SOURCE_DIRS = ['src', 'config', 'common', 'scripts', 'server', 'tests', 'bench'];
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
/**
 * A private module named where code loads it: `from '…'` (imports and re-exports), a bare `import '…'`, an
 * `import('…')`, or `require('…')` / `require.resolve('…')`, including a `createRequire`d one (`nodeRequire(…)`).
 */
const PRIVATE_IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|[rR]equire(?:\.resolve)?\s*\(\s*)(['"`])(@docusaurus\/[^/'"`]+\/(?:lib\/|internal)[^'"`]*)\1/g;

function sourceFiles(file: string): string[] {
  if (!existsSync(file)) {
    return [];
  }
  if (SOURCE_FILE.test(file)) {
    return [file];
  }
  try {
    return readdirSync(file, {withFileTypes: true})
      .filter((entry) => entry.name !== 'node_modules')
      .flatMap((entry) => sourceFiles(path.join(file, entry.name)));
  } catch {
    return [];
  }
}

/** The site's source folders, and the files at its top (docusaurus.config.ts and the tools' configs). */
function siteSources(siteDir: string): string[] {
  const topFiles = readdirSync(siteDir, {withFileTypes: true})
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => path.join(siteDir, entry.name));
  return [...topFiles, ...SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(siteDir, dir)))];
}

function unlistedPrivateImports(seams: readonly Seam[], places: SeamPlaces): SeamFailure[] {
  const listed = new Set(
    seams.map((seam) => (seam.kind === 'private-module' || seam.kind === 'template' ? seam.specifier : '')),
  );
  const found = new Map<string, string>();
  for (const file of siteSources(places.siteDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(PRIVATE_IMPORT)) {
      const specifier = match[2]!;
      if (!listed.has(specifier) && !found.has(specifier)) {
        const line = text.slice(0, match.index).split('\n').length;
        found.set(specifier, `${path.relative(places.siteDir, file)}:${line}`);
      }
    }
  }
  return [...found].map(([specifier, place]) => ({
    seam: INVENTORY,
    problem: `${place} imports ${specifier}, which has no entry`,
  }));
}

/** Every seam that no longer holds, and every seam the inventory misses; empty when all is well. */
export function checkSeams(seams: readonly Seam[], places: SeamPlaces): SeamFailure[] {
  return [
    ...seams.flatMap((seam) => checkSeam(seam, places).map((problem) => ({seam: seam.id, problem}))),
    ...unlistedHunks(seams, places),
    ...unlistedSwizzles(seams, places),
    ...unlistedPrivateImports(seams, places),
  ];
}
