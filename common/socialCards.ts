/**
 * Where a page's social card (the 1200×630 PNG that `og:image` names) is published: `/cards/` followed by the
 * page's path without its trailing slash, or `index` for the Japanese home. `/docs/cardano/hydra` →
 * `/cards/docs/cardano/hydra.png`, `/en/` → `/cards/en.png`. The build writes the cards there and the pages'
 * tags and structured data name them, both from this function.
 */
export const SOCIAL_CARD_WIDTH = 1200;
export const SOCIAL_CARD_HEIGHT = 630;

export function socialCardPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/(index\.html)?$/, '').replace(/\.html$/, '');
  return `/cards${trimmed === '' ? '/index' : trimmed}.png`;
}
