import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {LOCALES} from '../../common/sitePaths';

const DOCUSAURUS = path.resolve(__dirname, '../../node_modules/@docusaurus/core/bin/docusaurus.mjs');

/**
 * Each locale's own folder for the files Docusaurus generates before bundling (routes, metadata), read by
 * Docusaurus from DOCUSAURUS_GENERATED_FILES_DIR_NAME: two builds side by side in one `.docusaurus/` would
 * overwrite each other's. Inside `.docusaurus/`, which every tool already ignores.
 */
export const generatedFilesDirName = (locale: string) => `.docusaurus/build-${locale}`;

export interface BuildLocalesOptions {
  outDir: string;
  /** Locales to build; every locale of the site by default. */
  locales?: readonly string[];
}

/**
 * `docusaurus build` of every locale at once, one process per locale, into one out dir (the default locale at
 * its root, the others in their subfolders, as a single `docusaurus build` lays them out). One build runs its
 * locales one after another, and much of a locale's build (loading the site, rendering the pages) uses one
 * core: side by side, two locales take about the time of one and a half. Resolves when all succeeded; when one
 * fails, the others are ended and it rejects naming the locale.
 */
export async function buildLocales({outDir, locales = LOCALES}: BuildLocalesOptions): Promise<void> {
  const children = new Map<string, ChildProcess>();
  const runs = locales.map(
    (locale) =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [DOCUSAURUS, 'build', '--locale', locale, '--out-dir', outDir], {
          stdio: 'inherit',
          env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: generatedFilesDirName(locale)},
        });
        children.set(locale, child);
        child.once('error', reject);
        child.once('exit', (code, signal) =>
          code === 0
            ? resolve()
            : reject(new Error(`docusaurus build of locale ${locale} ended with ${signal ?? `code ${code}`}`)),
        );
      }),
  );
  try {
    await Promise.all(runs);
  } catch (error) {
    for (const child of children.values()) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
    }
    await Promise.allSettled(runs);
    throw error;
  }
}
