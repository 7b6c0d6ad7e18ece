import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, gotoHydrated, inTabGroups, locales, test} from './fixtures';
import {diagramUses} from '../../scripts/diagrams/inventory';
import {localeOfPath, type Locale} from '../../common/sitePaths';

const BUILD = 'build-test';

/** The files under `dir` whose name ends in `suffix` and whose text `matches`. */
function filesWhere(dir: string, suffix: string, matches: (text: string) => boolean): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return filesWhere(file, suffix, matches);
    }
    return entry.name.endsWith(suffix) && matches(readFileSync(file, 'utf8')) ? [file] : [];
  });
}

/** The pages of the build that show a diagram, read from its HTML: the prerendered page already holds it. */
function pagesWithDiagrams(): string[] {
  const sitePath = (file: string) =>
    '/' +
    path
      .relative(BUILD, file)
      .replace(/(^|\/)index\.html$/, '$1')
      .replace(/\.html$/, '');
  return filesWhere(BUILD, '.html', (html) => html.includes('data-diagram'))
    .map(sitePath)
    .sort();
}

const pages = pagesWithDiagrams();

test('every diagram of the pages is in the build, and no page carries a diagram runtime', async () => {
  const uses = await diagramUses(process.cwd());
  for (const locale of locales) {
    const shown = pages
      .filter((page) => localeOfPath(page) === locale)
      .map((page) => {
        const file = path.join(BUILD, page.endsWith('/') ? `${page}index.html` : `${page}.html`);
        return (readFileSync(file, 'utf8').match(/data-diagram/g) ?? []).length;
      })
      .reduce((sum, count) => sum + count, 0);
    expect(shown, `${locale}: diagrams shown on pages against \`\`\`mermaid blocks in the sources`).toBe(
      uses.filter((use) => use.locale === locale).length,
    );
  }
  const scripts = filesWhere(BUILD, '.js', (text) => /mermaidAPI|Syntax error in text/.test(text));
  expect(scripts, 'scripts that hold Mermaid').toEqual([]);
});

for (const locale of locales) {
  for (const [group, tab] of inTabGroups(pages.filter((page) => localeOfPath(page) === locale)).entries()) {
    test(`diagrams (${locale}, pages ${group + 1}): drawn in both colour modes, with their text and a name`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      for (const path of tab) {
        await test.step(path, async () => {
          await gotoHydrated(page, path);
          for (const mode of ['light', 'dark'] as const) {
            // What the colour toggle does; the CSS shows the drawing of the mode.
            await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
            await checkDiagrams(page, path, mode, locale);
          }
        });
      }
      expect(requested.filter((url) => /mermaid/i.test(url))).toEqual([]);
    });
  }
}

async function checkDiagrams(page: import('@playwright/test').Page, path: string, mode: string, locale: Locale) {
  const boxes = page.locator('[data-diagram]');
  const count = await boxes.count();
  expect.soft(count, `${path}: diagrams`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const box = boxes.nth(index);
    const where = `${path} (${mode}) diagram ${index + 1}`;
    const visible = box.locator('svg:visible');
    await expect.soft(visible, `${where}: one drawing shows`).toHaveCount(1);
    const svg = visible.first();
    // The drawing of this mode: its ids name it.
    expect.soft(await svg.getAttribute('id'), where).toContain(`-${mode}-`);
    const title = await svg.evaluate((element) => {
      const id = element.getAttribute('aria-labelledby') ?? '';
      return element.ownerDocument.getElementById(id)?.textContent ?? '';
    });
    expect.soft(title.length, `${where}: the SVG's accessible name`).toBeGreaterThan(3);
    await expect
      .soft(box, `${where}: the box is named after the diagram`)
      .toHaveAccessibleName(locale === 'ja' ? `図：${title}` : `Diagram: ${title}`);
    // Real text, which a reader can select and a screen reader reads.
    const text = await svg.evaluate((element) => (element.textContent ?? '').replace(/\s+/g, ''));
    expect.soft(text.length, `${where}: text in the drawing`).toBeGreaterThan(title.length + 10);
    const size = await svg.boundingBox();
    expect.soft(size && size.width > 100 && size.height > 50, `${where}: drawn at a visible size`).toBe(true);
  }
}
