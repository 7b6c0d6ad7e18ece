/**
 * The site's public address when SITE_URL is not set, without a trailing slash: the build's canonical links
 * (src/data/company.ts) and the server's accepted origin (server/env.ts) both start from it.
 */
export const DEFAULT_SITE_URL = 'https://www.holoreal.jp';
