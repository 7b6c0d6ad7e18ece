import {stat} from 'node:fs/promises';
import path from 'node:path';
import {formatFindings, lintSite} from './lintSite';

/**
 * `npm run lint:site [DIR]`: the dictionary and spelling checks of `lint:text`, run over the built site itself
 * (`build/` by default): every string a visitor reads or hears, wherever in the sources it was written. Prints
 * each finding with its page and the source line it most likely came from; fails when there is any.
 */
async function main(): Promise<void> {
  const siteDir = process.cwd();
  const buildDir = path.resolve(siteDir, process.argv[2] ?? 'build');
  if (!(await stat(buildDir).catch(() => null))?.isDirectory()) {
    console.error(`lint:site: there is no build at ${buildDir}; run npm run build first`);
    process.exitCode = 2;
    return;
  }
  const findings = await lintSite(siteDir, buildDir);
  if (findings.length === 0) {
    console.log(`lint:site: no findings in ${path.relative(siteDir, buildDir) || '.'}.`);
    return;
  }
  console.log(formatFindings(findings));
  console.log(`\nlint:site: ${findings.length} findings`);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
