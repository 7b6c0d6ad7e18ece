import React, {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {stripLocale, toLocale} from '@site/common/sitePaths';
import {ALL_INDEX_FILES, contextOfPath, indexFile, type SearchContext} from '@site/src/search/contexts';
import {hitPlace, shortenSnippet, SnippetText} from '@site/src/search/HitText';
import {SUGGESTION_LIMIT, SUGGESTION_SNIPPET_LENGTH} from '@site/src/search/limits';
import {searchPageAddress, searchPagePath} from '@site/src/search/searchPagePath';
import {useSiteSearch} from '@site/src/search/useSiteSearch';
import styles from './styles.module.css';

function footerLink(query: string, context: SearchContext | undefined, found: boolean, locale: 'ja' | 'en') {
  if (!context) {
    return {to: searchPagePath(query), text: translate({id: 'theme.SearchBar.seeAll', message: 'すべての結果を見る'})};
  }
  const label = context.label[locale];
  return found
    ? {
        to: searchPagePath(query, context),
        text: translate(
          {id: 'theme.SearchBar.searchInContext', message: '「{context}」のすべての結果を見る'},
          {context: label},
        ),
      }
    : {
        to: searchPagePath(query),
        text: translate(
          {id: 'theme.SearchBar.seeAllOutsideContext', message: '「{context}」以外のすべての結果を見る'},
          {context: label},
        ),
      };
}

/**
 * The navbar's search box. Nothing of the search loads with the page: the engine and the index of the
 * page's search context (the whole site outside every context) load on the first hover, touch or focus.
 * Up to 10 suggestions as a listbox (arrow keys, Enter, Escape), a link to the search page, and Ctrl/⌘+K
 * to focus the box from anywhere.
 */
export default function SearchBar(): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const locale = toLocale(i18n.currentLocale);
  const {pathname} = useLocation();
  const history = useHistory();
  const context = contextOfPath(stripLocale(pathname));
  const files = useMemo(() => (context ? [indexFile(context)] : ALL_INDEX_FILES), [context]);
  const {load, run, failed} = useSiteSearch(files);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [menuTop, setMenuTop] = useState(0);
  const id = useId();

  const hits = useMemo(() => (run && query.trim() ? run(query, SUGGESTION_LIMIT) : null), [run, query]);

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // A new page closes the list (adjusting state while rendering, as React advises over an effect).
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setOpen(false);
    setActive(-1);
  }

  const go = (url: string) => {
    setQuery('');
    setOpen(false);
    input.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits?.length ?? 0;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => Math.min(current + 1, count - 1));
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, -1));
    } else if (event.key === 'Enter' && query.trim()) {
      event.preventDefault();
      const hit = hits?.[active];
      go(hit ? hit.url : searchPageAddress(siteConfig.baseUrl, query.trim()));
    } else if (event.key === 'Escape') {
      if (query) setQuery('');
      else input.current?.blur();
    }
  };

  const showMenu = open && query.trim() !== '' && (hits !== null || failed);
  const footer = hits && footerLink(query.trim(), context, hits.length > 0, locale);
  const optionId = (i: number) => `${id}-option-${i}`;
  const label = translate({id: 'theme.SearchBar.label', message: '検索'});

  return (
    <div className={clsx('navbar__search', styles.search)} onPointerEnter={load} onTouchStart={load}>
      <input
        ref={input}
        type="search"
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showMenu}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={showMenu && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onFocus={() => {
          load();
          setOpen(true);
          // Where the list starts on a phone, where it is fixed to the screen under the box.
          setMenuTop(Math.round(input.current!.getBoundingClientRect().bottom + 8));
        }}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <div
        className={styles.menu}
        hidden={!showMenu}
        style={{'--search-menu-top': `${menuTop}px`} as CSSProperties}
        data-search-state={failed ? 'failed' : hits?.length ? 'results' : 'empty'}>
        <div role="listbox" id={`${id}-listbox`} aria-label={label} className={styles.options}>
          {/* Rows keyed by position: a keystroke changes every hit's URL (it carries the query's words), and keyed by
              URL each row would be removed and built again rather than have its text updated. */}
          {hits?.map((hit, i) => (
            <div
              key={i}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={clsx(styles.suggestion, i === active && styles.active)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.url)}>
              <span className={styles.title}>{hit.title}</span>
              {hitPlace(hit) && <span className={styles.place}>{hitPlace(hit)}</span>}
              {hit.snippet && (
                <span className={styles.snippet}>
                  <SnippetText snippet={shortenSnippet(hit.snippet, SUGGESTION_SNIPPET_LENGTH)} />
                </span>
              )}
            </div>
          ))}
        </div>
        {failed && (
          <p className={styles.message} role="status">
            {translate({
              id: 'theme.SearchBar.loadFailed',
              message: '検索を読み込めませんでした。通信を確かめて、もう一度お試しください。',
            })}
          </p>
        )}
        {hits?.length === 0 && (
          <p className={styles.message} role="status">
            {translate({id: 'theme.SearchBar.noResultsText', message: '結果が見つかりません。'})}
          </p>
        )}
        {footer && (
          <Link className={styles.footer} to={footer.to} onMouseDown={(event) => event.preventDefault()}>
            {footer.text}
          </Link>
        )}
      </div>
    </div>
  );
}
