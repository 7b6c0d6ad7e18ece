import {readFileSync} from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {deriveWorkedExample, type WorkedExample} from './example';
import {examplePages, siteDir} from './pages';
import {writeApiPage, writeFlowPage} from './writePages';

const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');

describe('docs:example', () => {
  let example: WorkedExample;
  beforeAll(async () => {
    example = await deriveWorkedExample();
  });

  it('derives the same bytes on every run', async () => {
    expect(await deriveWorkedExample()).toEqual(example);
  });

  it.each(Object.entries(examplePages))('has written the %s pages (npm run docs:example)', (_, pages) => {
    expect(writeApiPage(read(pages.api), example)).toBe(read(pages.api));
    expect(writeFlowPage(read(pages.flow), example)).toBe(read(pages.flow));
  });

  it('replaces stale values in place and keeps the layout around them', () => {
    const page = read(examplePages.en.api);
    const stale = page
      .replaceAll(example.deviceId, 'e361f12c34f9019b9e113d60985dff11510468b2571ffa24702b7d84')
      .replace(example.batch.root, '2c0917c009b46dd6e88d8a091df9c6d44e19e5cfc9620d5962fad4d8fc2f6da2')
      .replace(`,\n      "${example.certificateChain[1]}"`, '')
      .replace(example.signedPayload, '{"type":"unlock","credential":"old"}');
    expect(stale).not.toBe(page);
    expect(writeApiPage(stale, example)).toBe(page);
  });
});
