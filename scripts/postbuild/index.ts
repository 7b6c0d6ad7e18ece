import path from 'node:path';
import {writeCspManifest} from './cspManifest';
import {compressBuild} from './compress';

/** After `docusaurus build`: the CSP manifest, then Brotli and gzip variants of every text file. */
async function main(): Promise<void> {
  const root = path.resolve(process.argv[2] ?? 'build');
  const manifest = await writeCspManifest(root);
  console.log(`CSP manifest: ${manifest.scriptHashes.length} inline script hash(es), analytics ${manifest.analytics}`);
  await compressBuild(root);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
