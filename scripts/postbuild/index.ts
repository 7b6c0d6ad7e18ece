import path from 'node:path';
import {postbuild} from './postbuild';

/**
 * Usage: postbuild [dir] [--no-compress]; the second test build skips compression (the server falls back
 * to the plain files) to keep `npm test` short.
 */
const args = process.argv.slice(2);
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build');
postbuild(root, {compress: !args.includes('--no-compress')}).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
