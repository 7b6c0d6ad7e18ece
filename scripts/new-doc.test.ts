import {access, readFile, rm} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {checkI18n} from './check-i18n/check';
import {copySite} from './site/copy-site';
import {markdownFacts} from './site/markdown';
import {runScript} from './site/run-script';
import {withSite} from './site/site';
import {unflaggedScaffoldLines} from './lint-text/scaffoldTestKit';
import {newDoc} from './new-doc';

const JA = 'docs-cardano/f13/arch/security.md';
const EN = 'i18n/en/docusaurus-plugin-content-docs-cardano/current/f13/arch/security.md';

/** The command runs in its own process, which loads the site: allow for a busy machine. */
const CLI_TIMEOUT = 120_000;

let site: string;

beforeAll(async () => {
  site = await copySite(path.resolve(__dirname, '..'));
});

afterAll(async () => {
  await rm(site, {recursive: true, force: true});
});

const read = (file: string) => readFile(path.join(site, file), 'utf8');

describe('npm run new:doc', () => {
  it(
    'creates the page in both languages and names the sidebar file to add it to',
    async () => {
      const result = await runScript(site, 'new-doc.ts', ['cardano', 'f13/arch/security']);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Created ${JA}\n    and ${EN}\n`);
      expect(result.stdout).toContain("Add 'f13/arch/security' to the sidebar in sidebars/cardano.ts");

      const [ja, en] = [markdownFacts(await read(JA)), markdownFacts(await read(EN))];
      expect(Object.keys(en.frontMatter)).toEqual(Object.keys(ja.frontMatter));
      expect(en.frontMatter.title).not.toBe(ja.frontMatter.title);
      expect(en).toMatchObject({h2: ja.h2, code: ja.code, mermaid: ja.mermaid});
      expect(await read(EN)).not.toMatch(/TODO|coming soon|lorem/i);
      // Every sentence written for the writer to replace fails `npm run lint:text` until it is replaced.
      expect(unflaggedScaffoldLines(await read(JA))).toEqual([]);
      expect(unflaggedScaffoldLines(await read(EN))).toEqual([]);

      const problems = await checkI18n(site);
      expect(problems.filter(({file}) => file.includes('security'))).toEqual([]);

      const english = await withSite(site, 'en', async ({plugins}) => {
        const docs = plugins.find(
          ({name, options}) => name === 'docusaurus-plugin-content-docs' && options.id === 'cardano',
        );
        const {loadedVersions} = (await docs?.loadContent?.()) as LoadedContent;
        return loadedVersions[0].docs.find(({id}) => id === 'f13/arch/security');
      });
      expect(english).toMatchObject({title: en.frontMatter.title, source: `@site/${EN}`});
    },
    CLI_TIMEOUT,
  );

  it('refuses an unknown set, a path Docusaurus would rename or hide, and an existing page', async () => {
    await expect(newDoc(site, ['solana', 'intro'])).rejects.toThrow(
      'Unknown docs set "solana"; the sets in config/docsSets.ts are: ' +
        'default (docs/), base (docs-base/), cardano (docs-cardano/), icp (docs-icp/).',
    );
    await expect(newDoc(site, ['base', '_draft'])).rejects.toThrow('"_draft" is not a valid page path');
    await expect(newDoc(site, ['base', '01-intro'])).rejects.toThrow('"01-intro" is not a valid page path');
    await expect(newDoc(site, ['base', '../outside'])).rejects.toThrow('"../outside" is not a valid page path');
    await expect(newDoc(site, ['base'])).rejects.toThrow('Usage: npm run new:doc -- <set> <path>');
    await expect(newDoc(site, ['icp', 'ccc/1.md'])).rejects.toThrow(
      'docs-icp/ccc/1.md already exists; nothing was written.',
    );
    await expect(access(path.join(site, 'docs-solana'))).rejects.toThrow();
  });
});
