/*
 * The navbar's search box on Pagefind, for the Pagefind copy of a build that bench/pagefind.ts makes.
 * Once the page has hydrated, the box is replaced by a copy without the site's own listeners, so that only Pagefind
 * loads: its script on the first hover, touch or focus (as the site's box loads its engine), then, on each
 * keystroke, a search and the first 10 results' fragments, shown as suggestions with their excerpts. Pagefind
 * chooses the index of the page's language (`<html lang>`) and searches the whole site.
 */
(() => {
  const LIMIT = 10;

  let loading = null;
  const load = () =>
    (loading ??= import('/pagefind/pagefind.js').then(async (pagefind) => {
      await pagefind.init();
      return pagefind;
    }));

  /** The page's address as the site links it, which the variant gives every indexed page (Pagefind's is its file's). */
  const address = (result) => result.meta.address ?? result.url;

  const titleOf = (result) => result.meta.title ?? address(result);

  /** The data (title, excerpt, metadata) of a query's first hits, each fetched as its own fragment. */
  async function firstHits(query) {
    const pagefind = await load();
    const search = await pagefind.search(query);
    return Promise.all(search.results.slice(0, LIMIT).map((result) => result.data()));
  }

  function style(element, properties) {
    Object.assign(element.style, properties);
    return element;
  }

  function takeOver() {
    const original = document.querySelector('.navbar__search');
    if (!original) return;
    const box = original.cloneNode(true);
    original.replaceWith(box);
    const input = box.querySelector('input');
    const listbox = box.querySelector('[role=listbox]');
    const menu = listbox.parentElement;
    menu.replaceChildren(listbox);
    const status = document.createElement('p');
    status.setAttribute('role', 'status');
    style(status, {margin: '0', padding: '0.75rem'});
    menu.append(status);

    box.addEventListener('pointerenter', load);
    box.addEventListener('touchstart', load, {passive: true});
    input.addEventListener('focus', () => {
      load();
      // Where the list starts on a phone, as the site's box sets it.
      menu.style.setProperty('--search-menu-top', `${Math.round(input.getBoundingClientRect().bottom + 8)}px`);
    });
    input.addEventListener('blur', () => (menu.hidden = true));

    let latest = 0;
    input.addEventListener('input', async () => {
      const query = input.value.trim();
      const mine = ++latest;
      if (!query) {
        menu.hidden = true;
        return;
      }
      const results = await firstHits(query);
      if (mine !== latest) return;
      listbox.replaceChildren(
        ...results.map((result) => {
          const option = style(document.createElement('div'), {
            display: 'flex',
            flexDirection: 'column',
            gap: '0.125rem',
            padding: '0.5rem 0.75rem',
            borderBottom: '1px solid var(--ifm-color-emphasis-200)',
          });
          option.setAttribute('role', 'option');
          const title = style(document.createElement('span'), {
            fontWeight: 'var(--ifm-font-weight-semibold)',
            color: 'var(--ifm-link-color)',
          });
          title.textContent = titleOf(result);
          const excerpt = style(document.createElement('span'), {
            display: '-webkit-box',
            overflow: 'hidden',
            fontSize: '0.875rem',
            lineHeight: '1.5',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: '3',
          });
          // Pagefind's excerpt is escaped text with <mark> around the matches.
          excerpt.innerHTML = result.excerpt;
          option.append(title, excerpt);
          option.addEventListener('mousedown', (event) => event.preventDefault());
          option.addEventListener('click', () => location.assign(address(result)));
          return option;
        }),
      );
      status.textContent = results.length === 0 ? 'No results' : '';
      status.hidden = results.length > 0;
      menu.hidden = false;
    });
  }

  /**
   * The search page with a query lists Pagefind's hits as the site's search page does (an `<article>` per hit, its
   * title a link in an `<h2>`), for `npm run bench:relevance` to read; the site's own results stay in the old
   * `<main>`, taken out of the page.
   */
  async function searchPage() {
    const query = new URLSearchParams(location.search).get('q')?.trim();
    if (!/\/search\/?$/.test(location.pathname) || !query) return;
    const main = document.createElement('main');
    document.querySelector('main').replaceWith(main);
    const results = await firstHits(query);
    main.replaceChildren(
      ...results.map((result) => {
        const article = document.createElement('article');
        const heading = document.createElement('h2');
        const link = document.createElement('a');
        link.href = address(result);
        link.textContent = titleOf(result);
        heading.append(link);
        article.append(heading);
        return article;
      }),
    );
  }

  function start() {
    takeOver();
    searchPage();
  }

  if (document.documentElement.dataset.hasHydrated === 'true') {
    start();
  } else {
    const observer = new MutationObserver(() => {
      if (document.documentElement.dataset.hasHydrated === 'true') {
        observer.disconnect();
        start();
      }
    });
    observer.observe(document.documentElement, {attributes: true, attributeFilter: ['data-has-hydrated']});
  }
})();
