import type {SearchContext} from './contexts';

/** The search page's address for a query, within a context or not, without the locale prefix. */
export function searchPagePath(query: string, context?: SearchContext): string {
  const params = new URLSearchParams({q: query});
  if (context) params.set('ctx', context.path);
  return `/search?${params.toString()}`;
}
