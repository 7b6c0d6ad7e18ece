/** The page types every bench looks at, in both locales. */
export type Locale = 'ja' | 'en';
export const LOCALES: readonly Locale[] = ['ja', 'en'];

export interface PageType {
  id: 'home' | 'docs' | 'newsplus' | 'contact';
  /** Path of the Japanese page; the English one is the same under /en. */
  path: string;
}

export const PAGE_TYPES: readonly PageType[] = [
  {id: 'home', path: '/'},
  {id: 'docs', path: '/docs/cardano/hydra'},
  {id: 'newsplus', path: '/newsplus/hydra-faq'},
  {id: 'contact', path: '/contact'},
];

/** The site path of a page type in a locale: `/contact` → `/en/contact`, `/` → `/en/`. */
export function localePath(page: Pick<PageType, 'path'>, locale: Locale): string {
  if (locale === 'ja') {
    return page.path;
  }
  return page.path === '/' ? '/en/' : `/en${page.path}`;
}

/** Parses `--pages=home,docs` style filters; all page types when absent. */
export function selectPages(argv: readonly string[]): PageType[] {
  const option = argv.find((arg) => arg.startsWith('--pages='));
  if (!option) {
    return [...PAGE_TYPES];
  }
  const wanted = option.slice('--pages='.length).split(',');
  const unknown = wanted.filter((id) => !PAGE_TYPES.some((page) => page.id === id));
  if (unknown.length) {
    throw new Error(`Unknown page type(s): ${unknown.join(', ')} (known: ${PAGE_TYPES.map((p) => p.id).join(', ')})`);
  }
  return PAGE_TYPES.filter((page) => wanted.includes(page.id));
}
