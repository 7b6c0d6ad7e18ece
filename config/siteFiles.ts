import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {FrameFacts} from './frameFacts';

/** robots.txt and /.well-known/security.txt (RFC 9116), written with the site's real address. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    `Sitemap: ${siteUrl}/en/sitemap.xml`,
    '',
  ].join('\n');
}

export function securityTxt(siteUrl: string, now: Date, contact: string): string {
  const expires = new Date(now);
  expires.setUTCFullYear(expires.getUTCFullYear() + 1);
  return [
    `Contact: mailto:${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: ja, en',
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${siteUrl}/term`,
    '',
  ].join('\n');
}

/** The plugin that writes both files, with the company's security contact. */
export function siteFilesPlugin(company: Pick<FrameFacts, 'securityEmail'>): (context: LoadContext) => Plugin {
  return (context: LoadContext): Plugin => ({
    name: 'site-files',
    async postBuild({outDir, siteConfig}) {
      // Both files live at the root, so only the default locale's build (outDir = build/) writes them.
      if (context.i18n.currentLocale !== context.i18n.defaultLocale) {
        return;
      }
      const url = siteConfig.url.replace(/\/$/, '');
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(url));
      await mkdir(path.join(outDir, '.well-known'), {recursive: true});
      await writeFile(
        path.join(outDir, '.well-known', 'security.txt'),
        securityTxt(url, new Date(), company.securityEmail),
      );
    },
  });
}
