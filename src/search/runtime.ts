import {prepareIndex, search, type Hit, type SearchIndex} from './engine';
import {fetchIndexFile, forgetIndexFile} from './fetchIndex';

export {prepareWordSplitting, search, type Hit, type SearchIndex} from './engine';

/**
 * The index files a page searches, fetched and prepared once per page view. What the search bar and the
 * search page load on first use, together with the engine.
 */
const loaded = new Map<string, Promise<SearchIndex>>();

export function loadIndex(baseUrl: string, files: readonly string[]): Promise<SearchIndex> {
  const key = `${baseUrl}|${files.join(',')}`;
  let index = loaded.get(key);
  if (!index) {
    const urls = files.map((file) => `${baseUrl}${file}`);
    index = Promise.all(urls.map(fetchIndexFile)).then((parts) => prepareIndex(parts.flat()));
    // A failed load (offline, a deploy in between) is tried again on the next use, every file afresh.
    index.catch(() => {
      loaded.delete(key);
      for (const url of urls) forgetIndexFile(url);
    });
    loaded.set(key, index);
  }
  return index;
}

export type SearchFn = (query: string, limit?: number) => Hit[];

/** Loads the index and returns a search over it. */
export async function openSearch(baseUrl: string, files: readonly string[]): Promise<SearchFn> {
  const index = await loadIndex(baseUrl, files);
  return (query, limit) => search(index, query, limit);
}
