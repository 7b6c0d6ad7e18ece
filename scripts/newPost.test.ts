import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {checkI18n} from './check-i18n/check';
import {markdownFacts} from './site/markdown';
import {runScript} from './site/runScript';
import {withSite} from './site/site';
import {CLI_TIMEOUT, suiteSiteCopy} from './site/suiteSiteCopy';
import {unflaggedScaffoldLines} from './lint-text/scaffoldTestKit';
import {newPost} from './newPost';

const JA_DIR = 'newsplus';
const EN_DIR = 'i18n/en/docusaurus-plugin-content-blog';

const copy = suiteSiteCopy();
const {read} = copy;
const {exists} = copy;

async function blogPosts(locale: string): Promise<BlogContent['blogPosts']> {
  return withSite(copy.dir, locale, async ({plugins}) => {
    const blog = plugins.find(({name}) => name === 'docusaurus-plugin-content-blog');
    return ((await blog?.loadContent?.()) as BlogContent).blogPosts;
  });
}

describe('npm run new:post', () => {
  it(
    'creates the post in both languages, and Docusaurus loads it in both locales',
    async () => {
      const result = await runScript(copy.dir, 'newPost.ts', [
        'partner-program',
        '--date',
        '2027-01-05',
        '--author',
        'pr-articles',
        '--tag',
        'announcement',
      ]);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const name = '2027-01-05-partner-program.md';
      expect(result.stdout).toContain(`Created ${JA_DIR}/${name}\n    and ${EN_DIR}/${name}`);

      const [ja, en] = [markdownFacts(await read(`${JA_DIR}/${name}`)), markdownFacts(await read(`${EN_DIR}/${name}`))];
      for (const facts of [ja, en]) {
        expect(facts.frontMatter).toMatchObject({
          slug: 'partner-program',
          authors: ['pr-articles'],
          tags: ['2027', 'announcement'],
        });
        expect(facts).toMatchObject({h2: 1, code: 0, mermaid: 0});
      }
      expect(en.frontMatter.title).not.toBe(ja.frontMatter.title);
      expect(en.frontMatter.description).not.toBe(ja.frontMatter.description);
      for (const text of [await read(`${JA_DIR}/${name}`), await read(`${EN_DIR}/${name}`)]) {
        expect(text).toContain('\n<!-- truncate -->\n');
        expect(text).not.toMatch(/TODO|coming soon|lorem/i);
        // Every sentence written for the writer to replace fails `npm run lint:text` until it is replaced.
        expect(unflaggedScaffoldLines(text)).toEqual([]);
      }

      // A new year gets its tag in both languages, so that the blog's onInlineTags: 'throw' accepts the post.
      expect(result.stdout).toContain("Added the tag '2027'");
      expect(parseYaml(await read(`${JA_DIR}/tags.yml`))['2027']).toMatchObject({label: '2027', permalink: '/2027'});
      expect(parseYaml(await read(`${EN_DIR}/tags.yml`))['2027']).toMatchObject({label: '2027', permalink: '/2027'});

      const problems = await checkI18n(copy.dir);
      expect(problems.filter(({file}) => file.includes('partner-program') || file.endsWith('tags.yml'))).toEqual([]);

      const post = async (locale: string, permalink: string) =>
        (await blogPosts(locale)).find(({metadata}) => metadata.permalink === permalink)?.metadata;
      expect(await post('ja', '/newsplus/partner-program')).toMatchObject({
        title: ja.frontMatter.title,
        hasTruncateMarker: true,
      });
      expect(await post('en', '/en/newsplus/partner-program')).toMatchObject({
        title: en.frontMatter.title,
        hasTruncateMarker: true,
      });
    },
    CLI_TIMEOUT,
  );

  it('refuses a slug that is taken, a tag or author that does not exist, and bad input', async () => {
    await expect(newPost(copy.dir, ['docs-icp-launch'])).rejects.toThrow(
      'The slug "docs-icp-launch" is taken by newsplus/2024-09-17-docs-icp-launch.md; choose another.',
    );
    await expect(newPost(copy.dir, ['fine', '--tag', 'gossip'])).rejects.toThrow(
      /^Unknown tag gossip; the tags in newsplus\/tags.yml are: 2024, 2025, /,
    );
    await expect(newPost(copy.dir, ['fine', '--author', 'ghost'])).rejects.toThrow(
      /^Unknown author "ghost"; the authors in newsplus\/authors.yml are: dev-articles, /,
    );
    await expect(newPost(copy.dir, ['Not_A_Slug'])).rejects.toThrow('"Not_A_Slug" is not a valid slug');
    await expect(newPost(copy.dir, ['fine', '--date', '2027-02-30'])).rejects.toThrow('"2027-02-30" is not a date');
    await expect(newPost(copy.dir, ['fine', '--draft'])).rejects.toThrow("Unknown option '--draft'");
    await expect(newPost(copy.dir, [])).rejects.toThrow('Usage: npm run new:post -- <slug>');
    expect(await exists(`${JA_DIR}/2027-01-05-fine.md`)).toBe(false);
  });

  it('writes neither language when one of the files exists', async () => {
    const english = `${EN_DIR}/2027-03-01-half-done.md`;
    await writeFile(path.join(copy.dir, english), 'Started by hand.\n');
    await expect(newPost(copy.dir, ['half-done', '--date', '2027-03-01'])).rejects.toThrow(
      `${english} already exists; nothing was written.`,
    );
    expect(await exists(`${JA_DIR}/2027-03-01-half-done.md`)).toBe(false);
    expect(await read(english)).toBe('Started by hand.\n');
  });
});
