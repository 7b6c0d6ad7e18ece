import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {fetchIndexFile} from './fetchIndex';
import type {SearchFn} from './runtime';

export interface SiteSearch {
  /** Starts loading the engine and the index files (once); the search bar calls it on first hover or focus. */
  load: () => void;
  /** The search, once loaded. */
  run: SearchFn | null;
  failed: boolean;
}

/** The site search over `files` of the current locale, loaded on demand. */
export function useSiteSearch(files: readonly string[]): SiteSearch {
  const {siteConfig, i18n} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const japanese = i18n.currentLocale === 'ja';
  const key = files.join(',');
  const loading = useRef<string | null>(null);
  const [state, setState] = useState<{key: string; run: SearchFn | null; failed: boolean}>({
    key,
    run: null,
    failed: false,
  });

  const load = useCallback(() => {
    if (loading.current === key) return;
    loading.current = key;
    setState({key, run: null, failed: false});
    // The index files and the engine's chunk in parallel; openSearch takes over these fetches (and their errors).
    const names = key.split(',');
    for (const name of names) void fetchIndexFile(`${baseUrl}${name}`).catch(() => undefined);
    import('./runtime')
      .then(({openSearch, prepareWordSplitting}) => {
        // Japanese queries may need the word dictionary. It loads now, while the index files are still on their
        // way and there is no list to update, rather than on a keystroke later.
        if (japanese) prepareWordSplitting();
        return openSearch(baseUrl, names);
      })
      .then(
        (run) => loading.current === key && setState({key, run, failed: false}),
        () => {
          if (loading.current !== key) return;
          loading.current = null;
          setState({key, run: null, failed: true});
        },
      );
  }, [baseUrl, japanese, key]);

  // Another page's context (client-side navigation) needs other files: load them on the next use.
  useEffect(() => {
    if (loading.current !== null && loading.current !== key) loading.current = null;
  }, [key]);

  const current = state.key === key;
  return {load, run: current ? state.run : null, failed: current && state.failed};
}
