import {redirects} from '../../common/redirects';
import {localeOfPath, localePath, sitePath} from '../../common/sitePaths';

/** Old site paths (without `.html`, `/index.html` or a trailing slash) and where they moved. */
const MOVED = new Map(redirects.map(({from, to}) => [from, to]));

/**
 * Where a request for a moved address goes: the new path in the same locale, with the request's query; none
 * for every other path. `/en/old`, `/en/old/`, `/en/old.html` and `/en/old/index.html` all name `/en/old`.
 */
export function movedTo(url: URL): string | undefined {
  const page = sitePath(url.pathname);
  const to = MOVED.get(page.length > 1 ? page.replace(/\/$/, '') : page);
  return to === undefined ? undefined : localePath(localeOfPath(url.pathname), to) + url.search;
}
