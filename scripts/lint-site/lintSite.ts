import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {localeOfPath} from '../../common/sitePaths';
import {LANGUAGES, type TextLanguage} from '../lint-text/languages';
import {DICTIONARY_RULES, languageLinter} from '../lint-text/lint';
import {readSourceLines, traceSource} from './sourceLines';
import {feedStrings, pageLanguage, pageStrings, type VisitorString} from './visitorText';

/** One word against the dictionary or the spelling, on every page that shows it. */
export interface SiteFinding {
  /** The pages that show it, by URL path; the first is reported, the rest counted. */
  urls: string[];
  /** Where on the page: `text`, `alt`, `aria-label`, `description`, `og:title`, `json-ld`, `feed`... */
  kind: string;
  rule: string;
  message: string;
  /** The string it was found in. */
  text: string;
  /** The source lines that most likely wrote it (`file:line`); empty when it could not be traced. */
  sources: string[];
}

const FEEDS = /(^|\/)(rss\.xml|atom\.xml|feed\.json)$/;

/** A built file's address: `en/contact/index.html` → `/en/contact/`. */
function urlOf(relative: string): string {
  return `/${relative.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** The strings of every page and feed of a build, by language: each distinct string once, with where it is. */
async function collect(buildDir: string): Promise<Map<TextLanguage, Map<string, {kind: string; url: string}[]>>> {
  const byLanguage = new Map<TextLanguage, Map<string, {kind: string; url: string}[]>>();
  const names = (await readdir(buildDir, {recursive: true})).map((name) => name.split(path.sep).join('/'));
  for (const name of names.sort()) {
    const isPage = name.endsWith('.html') && !/(^|\/)assets\//.test(name);
    if (!isPage && !FEEDS.test(name)) {
      continue;
    }
    const content = await readFile(path.join(buildDir, name), 'utf8');
    const url = urlOf(name);
    const language = ((isPage ? pageLanguage(content) : undefined) ?? localeOfPath(url)) as TextLanguage;
    if (!(language in LANGUAGES)) {
      continue;
    }
    const strings: VisitorString[] = isPage ? pageStrings(content) : feedStrings(name, content);
    const seen = byLanguage.get(language) ?? new Map<string, {kind: string; url: string}[]>();
    for (const {kind, text} of strings) {
      const places = seen.get(text) ?? [];
      places.push({kind, url});
      seen.set(text, places);
    }
    byLanguage.set(language, seen);
  }
  return byLanguage;
}

/** The text a finding is about, from its message: prh's `found => expected`, the spelling's `Unknown word "x"`. */
function offendingText(message: string): string | undefined {
  return /^(.+?) => /.exec(message)?.[1] ?? /^Unknown word "([^"]+)"/.exec(message)?.[1];
}

/**
 * Lints everything a visitor reads on the built site in `buildDir` with the sources' dictionary and spelling
 * rules, and traces each finding to the source lines that most likely wrote it. A string shown on many pages
 * (the navbar, the footer) is linted, and reported, once.
 */
export async function lintSite(siteDir: string, buildDir: string): Promise<SiteFinding[]> {
  const sources = await readSourceLines(siteDir);
  const findings: SiteFinding[] = [];
  for (const [language, strings] of await collect(buildDir)) {
    const linter = await languageLinter(siteDir, LANGUAGES[language], DICTIONARY_RULES);
    const texts = [...strings.keys()];
    // One string a paragraph: string i is on line 2i + 1.
    const document = texts.join('\n\n');
    const {messages} = await linter.lintText(document, 'site.txt');
    for (const {line, range, ruleId, message} of messages) {
      const text = texts[(line - 1) / 2]!;
      const places = strings.get(text)!;
      const word = offendingText(message) ?? document.slice(range[0], range[1]);
      findings.push({
        urls: [...new Set(places.map(({url}) => url))],
        kind: places[0]!.kind,
        rule: ruleId,
        message: message.split('\n')[0]!,
        text,
        sources: traceSource(sources, language, word, text),
      });
    }
  }
  return findings;
}

/** The findings as lines a writer can act on: page, place, message, the string, and the source. */
export function formatFindings(findings: readonly SiteFinding[]): string {
  return findings
    .map(({urls, kind, rule, message, text, sources}) => {
      const more = urls.length > 1 ? ` (and ${urls.length - 1} more pages)` : '';
      const quoted = text.length > 120 ? `${text.slice(0, 117)}...` : text;
      const source = sources.length > 0 ? sources.join(', ') : 'not traced to a source file';
      return `${urls[0]}${more}  [${kind}]  ${message}  [${rule}]\n    in "${quoted}"\n    written at ${source}`;
    })
    .join('\n');
}
