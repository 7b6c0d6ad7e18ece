import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {temporaryDirectory} from '../../common/temporaryDirectory';
import {keyOf} from '../../config/markdown/diagrams/draw';
import {writeDrawing} from '../../config/markdown/diagrams/store';
import {storeState} from './inventory';

const SOURCE = 'flowchart LR\n  accTitle: From a device to L1\n  A[Device] --> B[L1]';

function site(): {siteDir: string; store: string} {
  const siteDir = temporaryDirectory('site');
  const docs = path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current');
  mkdirSync(docs, {recursive: true});
  writeFileSync(path.join(docs, 'flow.md'), `# Flow\n\n\`\`\`mermaid\n${SOURCE}\n\`\`\`\n`);
  return {siteDir, store: path.join(siteDir, 'diagrams')};
}

const drawing = {light: '<svg viewBox="0 0 10 10"></svg>', dark: '<svg viewBox="0 0 10 10"></svg>'};

describe('the diagram store check', () => {
  it('reports a diagram that is not drawn, by file and line', async () => {
    const {siteDir, store} = site();
    const state = await storeState(siteDir, store);
    expect(state.missing.map((use) => use.where)).toEqual(['i18n/en/docusaurus-plugin-content-docs/current/flow.md:3']);
  });

  it('reports a drawing no page uses', async () => {
    const {siteDir, store} = site();
    await writeDrawing(keyOf('en', SOURCE), drawing, store);
    await writeDrawing('0123456789abcdef01234567', drawing, store);
    const state = await storeState(siteDir, store);
    expect(state.missing).toEqual([]);
    expect(state.unused).toEqual(['0123456789abcdef01234567.dark.svg', '0123456789abcdef01234567.light.svg']);
  });

  it('reports a drawing git does not track, which a fresh clone would not have', async () => {
    const {siteDir, store} = site();
    await writeDrawing(keyOf('en', SOURCE), drawing, store);
    execFileSync('git', ['init', '-q'], {cwd: siteDir});
    const key = keyOf('en', SOURCE);
    expect((await storeState(siteDir, store)).untracked).toEqual([`${key}.dark.svg`, `${key}.light.svg`]);
    execFileSync('git', ['add', 'diagrams'], {cwd: siteDir});
    expect((await storeState(siteDir, store)).untracked).toEqual([]);
  });
});
