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
/** Runs `task` when the browser has nothing else to do (Safari has no requestIdleCallback: soon, then). */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task());
  else setTimeout(task, 200);
}

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
      .then(async ({openSearch, prepareWordSplitting}) => {
        const run = await openSearch(baseUrl, names);
        // Japanese queries may need the word dictionary; it loads after the first list, not on a keystroke.
        if (japanese) whenIdle(prepareWordSplitting);
        return run;
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
