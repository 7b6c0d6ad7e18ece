import {createHash, randomUUID} from 'node:crypto';
import {mkdir, readdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Every diagram, drawn once, is kept in the repository (`diagrams/`), named by the SHA-256 of its Mermaid source
 * and of how it was drawn (Mermaid's version, themes, fonts). A build reads the drawing instead of starting a
 * browser, so a fresh machine builds without one; only a new or edited diagram needs Chromium, once, on the
 * writer's machine (`npm run diagrams`), and the new files are committed with the page.
 */
export const DIAGRAM_STORE = path.resolve(__dirname, '../../../diagrams');

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];
export type Drawing = Record<Mode, string>;

export function diagramKey(settings: string, source: string): string {
  return createHash('sha256').update(settings).update('\0').update(source).digest('hex').slice(0, 24);
}

const fileOf = (store: string, key: string, mode: Mode) => path.join(store, `${key}.${mode}.svg`);

export async function readDrawing(key: string, store = DIAGRAM_STORE): Promise<Drawing | undefined> {
  try {
    const [light = '', dark = ''] = await Promise.all(MODES.map((mode) => readFile(fileOf(store, key, mode), 'utf8')));
    return {light, dark};
  } catch {
    return undefined;
  }
}

/** Written under a temporary name and renamed: two builds drawing the same diagram never leave a torn file. */
export async function writeDrawing(key: string, drawing: Drawing, store = DIAGRAM_STORE): Promise<void> {
  await mkdir(store, {recursive: true});
  for (const mode of MODES) {
    const temporary = `${fileOf(store, key, mode)}.${randomUUID()}.tmp`;
    await writeFile(temporary, drawing[mode]);
    await rename(temporary, fileOf(store, key, mode));
  }
}

/** The keys that have a file in the store (complete or not), for finding what no page uses any more. */
export async function storedFiles(store = DIAGRAM_STORE): Promise<string[]> {
  return (await readdir(store).catch(() => [])).filter((name) => name.endsWith('.svg'));
}

export const storedName = (key: string, mode: Mode) => `${key}.${mode}.svg`;
