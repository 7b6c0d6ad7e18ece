import {LOCALES} from '../../common/sitePaths';
import {newBuildInfo, writeBuildInfo, type BuildInfo} from '../../server/site/buildInfo';
import {writeCspManifest} from './cspManifest';
import {compressBuild} from './compress';
import {writeHostRules} from './hostRules';
import {writeLlmsTxt} from './llmsTxt';
import {writeMarkdownTwins} from './markdownTwins';
import {writeSearchIndex} from './searchIndex';
import {writeSocialCards} from './socialCards';

export interface PostbuildOptions {
  compress?: boolean;
  /** The build's identity; a new one (now, current commit) by default. */
  info?: BuildInfo;
  log?: (line: string) => void;
  /** The site's sources, which the Markdown twins are made from (the working directory by default). */
  siteDir?: string;
}

/**
 * After `docusaurus build`: a social card for every page, named by the page's image tags; the CSP manifest, the
 * static host's rules (`_headers`, `_redirects`), the site search's index files, each docs page's and post's
 * Markdown twin with `llms.txt`, Brotli and gzip variants of every text file, and last the build info, whose
 * appearance tells a running server that the build is complete.
 */
export async function postbuild(
  root: string,
  {compress = true, info, log = console.log, siteDir = process.cwd()}: PostbuildOptions = {},
) {
  // First: it rewrites the pages' head, which the steps after it read and compress.
  await writeSocialCards(root, {siteDir, log});
  const manifest = await writeCspManifest(root);
  log(`CSP manifest: ${manifest.scriptHashes.length} inline script hash(es), analytics ${manifest.analytics}`);
  const host = await writeHostRules(root, manifest);
  log(`Static host rules: _headers with ${host.rules} rules, _redirects with ${host.moved} redirects`);
  for (const {locale, pages, files} of await writeSearchIndex(root)) {
    const kb = files.reduce((sum, file) => sum + file.bytes, 0) / 1024;
    log(`Search index (${locale}): ${pages} pages in ${files.length} files, ${kb.toFixed(0)} KB`);
  }
  const twins = await writeMarkdownTwins(root, siteDir, LOCALES);
  await writeLlmsTxt(root, twins);
  for (const {locale, twins: written} of twins) {
    log(`Markdown twins and llms.txt (${locale}): ${written.length} pages`);
  }
  if (compress) {
    await compressBuild(root, {log});
  }
  const written = info ?? newBuildInfo();
  await writeBuildInfo(root, written);
  log(`Build ${written.id}`);
  return written;
}
