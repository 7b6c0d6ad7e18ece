import type {Page} from '@playwright/test';

/**
 * Link texts that say nothing of where a link goes, as search engines and Lighthouse's link-text audit read them
 * (its English and Japanese lists, lower-cased), with the theme's もっと見る.
 */
const VAGUE_LINK_TEXTS = [
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
  'ここをクリック',
  'こちらをクリック',
  'こちら',
  'リンク',
  '続きを読む',
  '続く',
  '全文表示',
  'もっと見る',
];

/**
 * What a search result would lack for the page: a meta description, and links whose text (what is rendered,
 * hidden parts included, as a crawler reads it) is only a vague phrase. Each problem names the link's target.
 */
export function searchSnippetProblems(page: Page): Promise<string[]> {
  return page.evaluate((vague) => {
    const problems: string[] = [];
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim();
    if (!description) problems.push('no meta description');
    for (const link of Array.from(document.querySelectorAll('a[href]'))) {
      const text = (link as HTMLElement).innerText.trim().toLowerCase();
      if (vague.includes(text)) problems.push(`link "${text}" → ${link.getAttribute('href')}`);
    }
    return problems;
  }, VAGUE_LINK_TEXTS);
}
