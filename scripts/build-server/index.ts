import {execFileSync} from 'node:child_process';
import {cpSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';

/**
 * `npm run build:server`: the production server as plain JavaScript in dist/server/, with a package.json and
 * lockfile naming only what it imports at run time:
 *
 *   index.js      the server (what `npm run serve` runs)     cli.js   `npm run inquiries`
 *   migrations/   the schema files the server applies        package.json, package-lock.json
 *
 * Code the server shares with the site (the inquiry schema, the CSP manifest format) is bundled in; npm
 * packages stay external and are installed with `npm ci --omit=dev` in that directory.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'dist/server');

/** `@hono/node-server/conninfo` → `@hono/node-server`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

async function main(): Promise<void> {
  rmSync(OUT, {recursive: true, force: true});
  mkdirSync(OUT, {recursive: true});
  const result = await build({
    entryPoints: {index: 'server/cli/serve.ts', cli: 'server/cli/inquiries.ts'},
    absWorkingDir: ROOT,
    outdir: OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    metafile: true,
    logLevel: 'warning',
  });

  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
    engines: Record<string, string>;
    dependencies: Record<string, string>;
  };
  const imported = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const {path: specifier, external} of input.imports) {
      if (external && !specifier.startsWith('node:')) {
        imported.add(packageName(specifier));
      }
    }
  }
  const dependencies = Object.fromEntries(
    [...imported].sort().map((name) => {
      const version = root.dependencies[name];
      if (!version) {
        throw new Error(`the server imports ${name}, which is not in package.json's dependencies`);
      }
      return [name, version];
    }),
  );
  const manifest = {
    name: 'holoreal-website-server',
    version: root.version,
    private: true,
    type: 'module',
    engines: root.engines,
    scripts: {start: 'node index.js', inquiries: 'node cli.js'},
    dependencies,
  };
  writeFileSync(path.join(OUT, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(path.join(ROOT, 'server/db/migrations'), path.join(OUT, 'migrations'), {recursive: true});
  // The versions are exact and these packages have no dependencies of their own that differ by platform, so
  // the lockfile resolves to what the repository's lockfile holds.
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: OUT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(
    `dist/server: index.js, cli.js, migrations/; runtime dependencies: ${Object.keys(dependencies).join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(`build:server failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
