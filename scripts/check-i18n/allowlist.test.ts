import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {Allowlist} from './allowlist';

const dirs: string[] = [];

async function siteWithAllowlist(text: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'allowlist-'));
  dirs.push(dir);
  await mkdir(path.join(dir, 'i18n'));
  await writeFile(path.join(dir, 'i18n/allowlist.json'), text);
  return dir;
}

afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, {recursive: true, force: true})));
});

describe('Allowlist', () => {
  it('allows the listed keys and reports the entries nobody needed', async () => {
    const site = await siteWithAllowlist('{"i18n/en/code.json": {"a": "brand name", "b": "brand name"}}');
    const allowlist = await Allowlist.read(site);
    expect(allowlist.allows('i18n/en/code.json', 'a')).toBe(true);
    expect(allowlist.allows('i18n/en/code.json', 'c')).toBe(false);
    expect(allowlist.unneeded().map(({key}) => key)).toEqual(['i18n/en/code.json › b']);
  });

  it('is empty when the file does not exist', async () => {
    const allowlist = await Allowlist.read(await mkdtemp(path.join(tmpdir(), 'allowlist-')));
    expect(allowlist.allows('i18n/en/code.json', 'a')).toBe(false);
    expect(allowlist.unneeded()).toEqual([]);
  });

  it('requires a reason for every entry and valid JSON', async () => {
    await expect(Allowlist.read(await siteWithAllowlist('{"i18n/en/code.json": {"a": ""}}'))).rejects.toThrow(
      'i18n/allowlist.json: "i18n/en/code.json" › "a" needs a one-line reason',
    );
    await expect(Allowlist.read(await siteWithAllowlist('{"i18n/en/code.json": ["a"]}'))).rejects.toThrow(
      'i18n/allowlist.json: "i18n/en/code.json" must map keys to reasons',
    );
    await expect(Allowlist.read(await siteWithAllowlist('{'))).rejects.toThrow(/^i18n\/allowlist.json: /);
  });
});
