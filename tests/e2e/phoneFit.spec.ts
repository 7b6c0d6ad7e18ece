import {expect, gotoHydrated, inTabGroups, PAGES_PER_TAB, test} from './fixtures';
import {phoneFitProblems} from './phoneFit';
import {phraseBreakProblems} from './phraseBreaks';
import {sitemap as paths} from './sitemap';

/**
 * Every URL of both locales' sitemaps fits a phone at 430, 390, 360 and 320 px: no sideways scrolling, the navbar's
 * brand and section label neither cut nor under the search box, no Japanese heading, button or announcement split
 * inside a phrase. Each page loads once at 430 px and is measured again as the window narrows: no breakpoint of the
 * theme's JavaScript lies between the widths.
 */
const WIDTHS = [430, 390, 360, 320] as const;

test.use({viewport: {width: WIDTHS[0], height: 800}, isMobile: true, hasTouch: true});

test('the check names the page and the element that makes it scroll sideways', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  expect(await phoneFitProblems(page)).toEqual([]);
  await page.evaluate(() => {
    const wide = document.createElement('div');
    wide.className = 'planted-wide';
    wide.style.cssText = 'width: 2000px; height: 1px'; // an empty box widens nothing
    document.body.append(wide);
  });
  const problems = await phoneFitProblems(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(
    new RegExp(`^page is 20\\d\\d px wide in a ${WIDTHS[0]} px window: <div\\.planted-wide> reaches 20\\d\\d px$`),
  );
});

test('the check names a Japanese heading that splits a phrase', async ({page}) => {
  await gotoHydrated(page, '/');
  expect(await phraseBreakProblems(page)).toEqual([]);
  // Without <Phrases> the heading has no place to break but where the line is full: inside 「高めた」 here.
  await page.evaluate(() => {
    const heading = document.createElement('h2');
    heading.textContent = '信頼性を高めたお問い合わせフォーム';
    heading.style.cssText = 'width: 6em; font-size: 20px';
    document.querySelector('main')!.prepend(heading);
  });
  expect(await phraseBreakProblems(page)).toEqual([
    '<h2> 「信頼性を高めたお問い合わせフォーム」 splits the phrase 「高め／た」',
  ]);
});

for (const [index, group] of inTabGroups(paths).entries()) {
  const first = index * PAGES_PER_TAB + 1;
  test(`sitemap pages ${first}–${first + group.length - 1} fit a phone: ${group[0]} …`, async ({page}) => {
    for (const path of group) {
      await test.step(path, async () => {
        await page.setViewportSize({width: WIDTHS[0], height: 800});
        await gotoHydrated(page, path);
        for (const width of WIDTHS) {
          await page.setViewportSize({width, height: 800});
          expect.soft(await phoneFitProblems(page), `${path} at ${width} px`).toEqual([]);
          expect.soft(await phraseBreakProblems(page), `${path} at ${width} px`).toEqual([]);
        }
      });
    }
  });
}
