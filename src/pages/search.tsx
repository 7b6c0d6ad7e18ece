import React, {useEffect, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluralForm} from '@docusaurus/theme-common';
import {toLocale} from '@site/common/sitePaths';
import {ALL_INDEX_FILES, contextNamed, indexFile, SEARCH_CONTEXTS} from '@site/src/search/contexts';
import {hitPlace, SnippetText} from '@site/src/search/HitText';
import {searchPageAddress} from '@site/src/search/searchPagePath';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import styles from './search.module.css';

/**
 * The search page (`/search?q=…&ctx=docs/cardano`): every hit for the query, in the whole site or one search
 * context. The address follows the box and the scope, so a result list can be shared or reloaded.
 */
export default function Search(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const locale = toLocale(i18n.currentLocale);
  const location = useLocation();
  const history = useHistory();
  // The address holds the query and the scope: the box and the list follow it (back, forward, the navbar's box).
  // The page is prerendered without a query, so hydration renders it that way too (else React error #418) and
  // the query's render follows at once.
  const isBrowser = useIsBrowser();
  const params = new URLSearchParams(isBrowser ? location.search : '');
  const query = params.get('q') ?? '';
  const contextPath = params.get('ctx');
  const context = contextNamed(contextPath);
  const files = context ? [indexFile(context)] : ALL_INDEX_FILES;
  const {load, run, failed} = useSiteSearch(files);
  // An empty page loads the index when the visitor reaches for the box, as the navbar's box does: parsing the
  // whole site's index at start-up would block a phone's main thread before anyone has asked for anything.
  const hasQuery = query.trim() !== '';
  useEffect(() => {
    if (hasQuery) load();
  }, [load, hasQuery]);

  const hits = useMemo(() => (run && query.trim() ? run(query) : null), [run, query]);
  const replaceAddress = (nextQuery: string, ctx: string | undefined) =>
    history.replace(searchPageAddress(siteConfig.baseUrl, nextQuery, contextNamed(ctx)).replace(/\?q=$/, ''));

  // The heading stays the page's name: the server renders it without a query, and a heading that grew by the
  // query's words once the page hydrated would push the form and the results down. The tab's title names the query.
  const heading = translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'サイト内を検索'});
  const title = query.trim()
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: '「{query}」の検索結果'}, {query: query.trim()})
    : heading;

  return (
    <Layout
      title={title}
      description={translate({id: 'search.meta.description', message: 'このサイトのページを検索します'})}>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <Heading as="h1">{heading}</Heading>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            className={styles.input}
            aria-label={translate({id: 'theme.SearchBar.label', message: '検索'})}
            value={query}
            onFocus={load}
            onPointerEnter={load}
            onChange={(event) => replaceAddress(event.target.value, context?.path)}
          />
          <select
            className={styles.scope}
            aria-label={translate({id: 'search.scope.label', message: '検索する範囲'})}
            value={context?.path ?? ''}
            onChange={(event) => replaceAddress(query, event.target.value || undefined)}>
            <option value="">{translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'すべて'})}</option>
            {SEARCH_CONTEXTS.map((option) => (
              <option key={option.path} value={option.path}>
                {option.label[locale]}
              </option>
            ))}
          </select>
        </form>
        <p role="status" className={styles.count}>
          {failed
            ? translate({
                id: 'theme.SearchBar.loadFailed',
                message: '検索を読み込めませんでした。通信を確かめて、もう一度お試しください。',
              })
            : hits?.length === 0
              ? translate({id: 'theme.SearchPage.noResultsText', message: '結果が見つかりません。'})
              : hits
                ? selectMessage(
                    hits.length,
                    translate(
                      {id: 'search.page.count', message: '{count}件のページが見つかりました'},
                      {count: hits.length},
                    ),
                  )
                : ''}
        </p>
        {hits?.map((hit) => (
          <article key={hit.url} className={styles.hit}>
            <Heading as="h2" className={styles.hitTitle}>
              <Link to={hit.url} autoAddBaseUrl={false}>
                {hit.title}
              </Link>
            </Heading>
            {hitPlace(hit) && <p className={styles.place}>{hitPlace(hit)}</p>}
            {hit.snippet && (
              <p className={styles.snippet}>
                <SnippetText snippet={hit.snippet} />
              </p>
            )}
          </article>
        ))}
      </main>
    </Layout>
  );
}
