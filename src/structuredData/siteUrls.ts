import {socialCardPath} from '@site/common/socialCards';

/**
 * Absolute addresses for structured data, from the site's address (`siteConfig.url`: SITE_URL, or the default of
 * common/siteUrl.ts), the same origin the pages' canonical links start from.
 */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) {
    return path;
  }
  return `${siteUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The picture that stands for a page: the image its front matter names, when it names one, otherwise its social
 * card (common/socialCards.ts), which the build draws for every page.
 */
export function pageImage(siteUrl: string, permalink: string, frontMatterImage?: string): string {
  return absoluteUrl(siteUrl, frontMatterImage ?? socialCardPath(permalink));
}

/** A date as ISO 8601 (Docusaurus gives last-updated dates in milliseconds). */
export function isoDate(value: string | number): string {
  return new Date(value).toISOString();
}
