import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';
import type {Locale} from '../../../common/sitePaths';
import {drawDiagram, keyOf} from './draw';
import {DIAGRAM_STORE, readDrawing, writeDrawing} from './store';

/** The English pages are the translations under i18n/en/; every other page is Japanese. */
export const localeOfFile = (file: string): Locale => (/[/\\]i18n[/\\]en[/\\]/.test(file) ? 'en' : 'ja');

/** A diagram's accessible name: its `accTitle:` line, required so a screen reader can say what it shows. */
export function diagramTitle(source: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(source)?.[1];
}

/** The ```mermaid blocks of a Markdown tree, in document order. */
export function mermaidBlocks(tree: Root): Code[] {
  const blocks: Code[] = [];
  const collect = (node: Root | Root['children'][number]): void => {
    if (node.type === 'code' && node.lang === 'mermaid') {
      blocks.push(node);
    } else if ('children' in node) {
      node.children.forEach(collect);
    }
  };
  collect(tree);
  return blocks;
}

/**
 * ```mermaid blocks become the drawing kept in diagrams/ (drawn now when it is not there yet), handed to
 * @theme/Mermaid as the light and dark SVG: no diagram code reaches the browser.
 */
export function remarkMermaid({store = DIAGRAM_STORE}: {store?: string} = {}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const blocks = mermaidBlocks(tree);
    const locale = localeOfFile(file.path);
    for (const block of blocks) {
      const where = `${file.path}:${block.position?.start.line ?? '?'}`;
      const title = diagramTitle(block.value);
      if (!title) {
        throw new Error(`${where}: a Mermaid diagram needs an "accTitle: …" line naming what it shows.`);
      }
      const key = keyOf(locale, block.value);
      let drawing = await readDrawing(key, store);
      if (!drawing) {
        drawing = await drawDiagram(locale, block.value).catch((error: unknown) => {
          throw new Error(`${where}: ${error instanceof Error ? error.message : String(error)}`);
        });
        await writeDrawing(key, drawing, store);
      }
      const width = Number(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+)/.exec(drawing.light)?.[1] ?? 0);
      Object.assign(block, {
        type: 'mermaidDiagram',
        data: {hName: 'mermaid', hProperties: {light: drawing.light, dark: drawing.dark, width, title}},
      });
    }
  };
}
