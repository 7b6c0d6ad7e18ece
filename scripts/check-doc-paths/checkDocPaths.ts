import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Finds the repository paths a manual names that do not exist. A path is looked for in inline code and in code
 * blocks, word by word; it counts as a repository path when its first segment is an entry at the top of the
 * repository and it has a `/` or a file extension. URLs, globs, placeholders (`<id>`, `…`, `$VAR`, `NNNN`,
 * `YYYY-MM-DD`), paths under folders that builds, deploys and installs create, and `text` blocks (sample
 * output) are left alone.
 */

/** The manuals `npm run check:doc-paths` reads when given none. */
export const MANUALS = ['README.md', 'MAINTAINING.md', 'UPGRADING.md'];

/** Folders that are made by a build, a deploy, an install or a test run, not kept in the repository. */
const GENERATED = [
  'build',
  'build-test',
  'build-test-supabase',
  'releases',
  'dist',
  '.data',
  'node_modules',
  '.docusaurus',
  'test-results',
  'playwright-report',
  'bench/results',
  '.ci/node',
];

/** Files the manuals' examples have the reader (or a command) write; they exist only once the reader does it. */
const EXAMPLES = new Set([
  'docs-cardano/f13/arch/security.md',
  'i18n/en/docusaurus-plugin-content-docs-cardano/current/f13/arch/security.md',
  'server/db/migrations/0005_inquiry_phone.sql',
  'sidebars/hydra.ts',
  'i18n/en/docusaurus-plugin-content-docs-hydra/current/index.md',
  'i18n/en/docusaurus-plugin-content-docs-hydra/current.json',
  'src/pages/careers.tsx',
]);

const PLACEHOLDER = /(?:^|[/_.-])(?:N{2,}|X{2,}|YYYY|MM|DD)(?=$|[/_.-])/;

const EXTENSION = /\.(?:[cm]?[jt]sx?|json|md|mdx|ya?ml|css|html|sql|sh|py|txt|patch|png|jpe?g|svg|webp|ico|lock)$/;

export interface MissingPath {
  /** The manual, as it was given. */
  file: string;
  line: number;
  path: string;
}

/**
 * The words of each line that are code: inline code spans, and whole lines inside fenced code blocks other than
 * `text` ones.
 */
function codeWords(text: string): {line: number; word: string}[] {
  const words: {line: number; word: string}[] = [];
  let fence: {marker: string; sample: boolean} | undefined;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const opening = /^\s*(`{3,}|~{3,})\s*(\S*)/.exec(content);
    if (opening && (fence === undefined || opening[1]!.startsWith(fence.marker))) {
      fence = fence === undefined ? {marker: opening[1]!, sample: opening[2] === 'text'} : undefined;
      return;
    }
    if (fence?.sample) {
      return;
    }
    const code = fence ? [content] : [...content.matchAll(/(`+)(.+?)\1/g)].map((match) => match[2]!);
    for (const span of code) {
      for (const word of span.split(/[\s=,;|()[\]'"]+/)) {
        words.push({line, word});
      }
    }
  });
  return words;
}

/** The word as a repository path, or undefined when it is not one this check should look for. */
function repositoryPath(word: string, topEntries: ReadonlySet<string>): string | undefined {
  if (/:\/\/|^[a-z]+:(?!\d)|[*?{}<>…$~]|\.\.\./i.test(word)) {
    return undefined;
  }
  // Trailing sentence punctuation, a line or column number, an anchor; a leading `./` or `@site/`.
  const candidate = word
    .replace(/[.,:;!]+$/, '')
    .replace(/(?::\d+)+$/, '')
    .replace(/#.*$/, '')
    .replace(/^(?:\.\/|@site\/)/, '');
  const [top] = candidate.split('/');
  if (!top || !topEntries.has(top) || !(candidate.includes('/') || EXTENSION.test(candidate))) {
    return undefined;
  }
  if (
    PLACEHOLDER.test(candidate) ||
    EXAMPLES.has(candidate) ||
    GENERATED.some((dir) => candidate === dir || candidate.startsWith(`${dir}/`))
  ) {
    return undefined;
  }
  return candidate;
}

/** Every path the manuals name that is not in the repository at `root`, with the manual and line naming it. */
export function checkDocPaths(root: string, manuals: readonly string[] = MANUALS): MissingPath[] {
  const topEntries = new Set(readdirSync(root).filter((name) => name !== '.git'));
  return manuals.flatMap((file) =>
    codeWords(readFileSync(path.resolve(root, file), 'utf8')).flatMap(({line, word}) => {
      const candidate = repositoryPath(word, topEntries);
      return candidate !== undefined && !existsSync(path.join(root, candidate)) ? [{file, line, path: candidate}] : [];
    }),
  );
}
