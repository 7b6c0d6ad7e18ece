import type {SearchContext} from './contexts';

/** The search page's address for a query, within a context or not, without the locale prefix. */
export function searchPagePath(query: string, context?: SearchContext): string {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context.path);
  return `/search?${params.toString()}`;
}

/** The same address under the locale's base URL (`/` or `/en/`), for the router's history. */
export function searchPageAddress(baseUrl: string, query: string, context?: SearchContext): string {
  return `${baseUrl.replace(/\/$/, '')}${searchPagePath(query, context)}`;
}
