import type {IndexedPage} from './format';

/**
 * Index files fetched or being fetched in this page view, by URL. The search box starts them on first use beside
 * the engine's chunk, so both arrive in one round trip instead of the index waiting for the engine; the engine
 * then takes the same fetches.
 */
const fetched = new Map<string, Promise<IndexedPage[]>>();

export function fetchIndexFile(url: string): Promise<IndexedPage[]> {
  const known = fetched.get(url);
  if (known) return known;
  const file = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return (await response.json()) as IndexedPage[];
  });
  // A failed fetch (offline, a deploy in between) is tried again on the next use.
  file.catch(() => forgetIndexFile(url, file));
  fetched.set(url, file);
  return file;
}

/**
 * Forgets the fetch of `url` (only `which`, if given, so a late failure does not drop a newer fetch), so the next
 * use fetches it again. A search whose load failed forgets all its files: a fetch started before the failure may
 * still be on its way to failing too, and the next use must not wait on it.
 */
export function forgetIndexFile(url: string, which?: Promise<IndexedPage[]>): void {
  if (which === undefined || fetched.get(url) === which) fetched.delete(url);
}
