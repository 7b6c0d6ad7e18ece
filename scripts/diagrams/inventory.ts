import {execFileSync} from 'node:child_process';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {docsSets} from '../../config/docsSets';
import {keyOf} from '../../config/markdown/diagrams/draw';
import {localeOfFile, mermaidBlocks} from '../../config/markdown/diagrams/remarkMermaid';
import {MODES, storedFiles, storedName} from '../../config/markdown/diagrams/store';
import type {Locale} from '../../common/sitePaths';

/** Where pages are written: the docs sets, News Plus, the pages, and all of their English translations. */
export const CONTENT_ROOTS = [...docsSets.map((set) => set.path), 'newsplus', 'src/pages', 'i18n/en'];

export interface DiagramUse {
  /** `file:line`, relative to the site. */
  where: string;
  locale: Locale;
  source: string;
  key: string;
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {withFileTypes: true}).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        return markdownFiles(file);
      }
      return Promise.resolve(/\.mdx?$/.test(entry.name) ? [file] : []);
    }),
  );
  return nested.flat();
}

const parser = unified().use(remarkParse);

/** Every ```mermaid block of the site's pages, with the key its drawing is stored under. */
export async function diagramUses(siteDir: string): Promise<DiagramUse[]> {
  const files = (await Promise.all(CONTENT_ROOTS.map((root) => markdownFiles(path.join(siteDir, root))))).flat();
  const uses: DiagramUse[] = [];
  for (const file of files.sort()) {
    const blocks = mermaidBlocks(parser.parse(await readFile(file, 'utf8')));
    const locale = localeOfFile(path.resolve(file));
    for (const block of blocks) {
      uses.push({
        where: `${path.relative(siteDir, file)}:${block.position?.start.line ?? '?'}`,
        locale,
        source: block.value,
        key: keyOf(locale, block.value),
      });
    }
  }
  return uses;
}

export interface StoreState {
  /** Diagrams with no drawing (or half of one) in the store. */
  missing: DiagramUse[];
  /** Files of the store no page uses. */
  unused: string[];
  /** Files a page uses that git does not track: they would not reach a fresh clone. */
  untracked: string[];
}

export async function storeState(siteDir: string, store: string): Promise<StoreState> {
  const uses = await diagramUses(siteDir);
  const files = new Set(await storedFiles(store));
  const needed = new Set(uses.flatMap((use) => MODES.map((mode) => storedName(use.key, mode))));
  const tracked = trackedFiles(store);
  return {
    missing: uses.filter((use) => MODES.some((mode) => !files.has(storedName(use.key, mode)))),
    unused: [...files].filter((name) => !needed.has(name)).sort(),
    untracked: tracked ? [...needed].filter((name) => files.has(name) && !tracked.has(name)).sort() : [],
  };
}

/** The store's files git tracks, or undefined outside a git checkout (a container build has no .git). */
function trackedFiles(store: string): Set<string> | undefined {
  try {
    const out = execFileSync('git', ['ls-files', '--', '.'], {cwd: store, encoding: 'utf8', stdio: 'pipe'});
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    return undefined;
  }
}
