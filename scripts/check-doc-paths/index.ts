import {checkDocPaths, MANUALS} from './checkDocPaths';

/**
 * `npm run check:doc-paths [manual…]`: every repository path named in the manuals (README.md, MAINTAINING.md,
 * UPGRADING.md unless others are given) must exist; one line per path that does not, exit code 1 if any.
 */
const manuals = process.argv.slice(2);
const missing = checkDocPaths(process.cwd(), manuals.length > 0 ? manuals : MANUALS);
for (const {file, line, path} of missing) {
  console.log(`${file}:${line}: ${path} does not exist`);
}
if (missing.length === 0) {
  console.log('check:doc-paths: every path the manuals name exists.');
}
process.exitCode = missing.length > 0 ? 1 : 0;
