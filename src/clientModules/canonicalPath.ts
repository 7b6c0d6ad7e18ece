/**
 * `/en/contact.html` and `/en/products/index.html` name the same page as `/en/contact` and `/en/products/`.
 * The server answers them with that page; this module rewrites the address before the router starts, so
 * the client renders the page instead of its not-found route and the visitor sees the canonical URL.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPathname} from '@site/common/sitePaths';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPathname(pathname);
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', canonical + search + hash);
  }
}
