import type {Root} from 'mdast';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../../common/temporaryDirectory';
import {keyOf} from './draw';
import {localeOfFile, remarkMermaid} from './remarkMermaid';
import {writeDrawing} from './store';

const SOURCE = 'flowchart LR\n  accTitle: 署名から検証まで\n  A[署名] --> B[検証]';
const page = (source: string) => `# 見出し\n\n\`\`\`mermaid\n${source}\n\`\`\`\n`;
const light = '<svg id="dabc-light-0" viewBox="0 0 640 120"><title>署名から検証まで</title></svg>';
const dark = '<svg id="dabc-dark-0" viewBox="0 0 640 120"><title>署名から検証まで</title></svg>';

async function transform(markdown: string, store: string, file = '/site/docs/page.md'): Promise<Root> {
  const tree = unified().use(remarkParse).parse(markdown);
  await remarkMermaid({store})(tree, new VFile({path: file, value: markdown}));
  return tree;
}

describe('remarkMermaid', () => {
  it('hands the stored light and dark drawing, its width and its title to @theme/Mermaid', async () => {
    const store = temporaryDirectory('diagrams');
    await writeDrawing(keyOf('ja', SOURCE), {light, dark}, store);
    const tree = await transform(page(SOURCE), store);
    expect(tree.children[1]).toMatchObject({
      type: 'mermaidDiagram',
      data: {hName: 'mermaid', hProperties: {light, dark, width: 640, title: '署名から検証まで'}},
    });
  });

  it('stops the build at a diagram with no accTitle, naming the file and line', async () => {
    const store = temporaryDirectory('diagrams');
    await expect(transform(page('flowchart LR\n  A --> B'), store)).rejects.toThrow(
      /\/site\/docs\/page\.md:3: a Mermaid diagram needs an "accTitle: …" line/,
    );
  });

  it('keys a translation by its own locale: the English drawing is not the Japanese one', () => {
    expect(localeOfFile('/site/i18n/en/docusaurus-plugin-content-docs/current/page.md')).toBe('en');
    expect(localeOfFile('/site/docs/page.md')).toBe('ja');
    expect(keyOf('en', SOURCE)).not.toBe(keyOf('ja', SOURCE));
  });
});
