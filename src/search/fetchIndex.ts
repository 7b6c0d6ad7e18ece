import type {IndexedPage} from './format';

/**
 * Index files fetched or being fetched in this page view, by URL. The search box starts them on first use beside
 * the engine's chunk, so both arrive in one round trip instead of the index waiting for the engine; the engine
 * then takes the same fetches.
 */
const fetched = new Map<string, Promise<IndexedPage[]>>();

export function fetchIndexFile(url: string): Promise<IndexedPage[]> {
  let file = fetched.get(url);
  if (!file) {
    file = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return (await response.json()) as IndexedPage[];
    });
    // A failed fetch (offline, a deploy in between) is tried again on the next use.
    file.catch(() => fetched.delete(url));
    fetched.set(url, file);
  }
  return file;
}
