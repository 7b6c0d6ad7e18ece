/**
 * The text of a page's Markdown twin (the page's address + `.md`: common/sitePaths.ts, `markdownTwinPath`).
 * Loaded on the first click of the Copy page button, so pages carry none of it until then.
 */
export async function twinText(href: string): Promise<string> {
  const response = await fetch(href, {headers: {Accept: 'text/markdown'}});
  if (!response.ok) {
    throw new Error(`${href}: HTTP ${response.status}`);
  }
  return response.text();
}
