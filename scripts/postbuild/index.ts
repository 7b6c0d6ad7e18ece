import path from 'node:path';
import {postbuild} from './postbuild';

/**
 * Usage: postbuild [dir] [--no-compress]. The test builds skip compression (the server falls back to the plain
 * files, and no browser test depends on the encoding) to keep `npm test` short; the deploy test compresses a
 * real release, as production does.
 */
const args = process.argv.slice(2);
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
postbuild(root, {compress: !args.includes('--no-compress')}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
