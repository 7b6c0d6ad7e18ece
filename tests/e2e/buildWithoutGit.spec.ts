import {expect, gotoHydrated, test} from './fixtures';
import {supabaseBaseURL} from '../../playwright.config';

/**
 * build-test-supabase is built from a copy of the sources outside any git worktree (as a container build is):
 * its docs pages say nothing about when they were last updated, where the git build gives the date.
 */
test('a docs page of the git build shows its last-updated date', async ({page}) => {
  await gotoHydrated(page, '/docs/');
  await expect(page.locator('.theme-last-updated')).toContainText(/\d{4}/);
});

test.describe('a site built without git', () => {
  test.use({baseURL: supabaseBaseURL});

  test('shows the same docs page without a last-updated date', async ({page}) => {
    await gotoHydrated(page, '/docs/');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expect(page.locator('.theme-last-updated')).toHaveCount(0);
  });
});
