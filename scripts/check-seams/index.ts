import path from 'node:path';
import {checkSeams} from './checkSeams';
import {seams} from './seams';

/** `npm run check:seams`: one line per seam that no longer holds (see UPGRADING.md); exit code 1 if any. */
const siteDir = process.cwd();
const failures = checkSeams(seams, {siteDir, packagesDir: path.join(siteDir, 'node_modules')});
for (const {seam, problem} of failures) {
  console.log(`check:seams: ${seam}: ${problem}`);
}
if (failures.length === 0) {
  console.log(`check:seams: all ${seams.length} seams hold.`);
}
process.exitCode = failures.length > 0 ? 1 : 0;
