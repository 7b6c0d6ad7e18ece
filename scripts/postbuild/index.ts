import path from 'node:path';
import {writeCspManifest} from './cspManifest';
import {compressBuild} from './compress';

/**
 * After `docusaurus build`: the CSP manifest, then Brotli and gzip variants of every text file.
 * Usage: postbuild [dir] [--no-compress]; the second test build skips compression (the server falls back
 * to the plain files) to keep `npm test` short.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
  const manifest = await writeCspManifest(root);
  console.log(`CSP manifest: ${manifest.scriptHashes.length} inline script hash(es), analytics ${manifest.analytics}`);
  if (!args.includes('--no-compress')) {
    await compressBuild(root);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
