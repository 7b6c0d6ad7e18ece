import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {createLinter, loadTextlintrc} from 'textlint';
import {findPlaceholders} from './placeholders';
import type {UiString} from './ui-strings';

/** One finding, located by file (or interface string) and line. */
export interface Finding {
  where: string;
  line: number;
  rule: string;
  message: string;
}

export interface Language {
  /** textlint config file, from the site root. */
  config: string;
  /** Globs of its Markdown and MDX sources. */
  sources: readonly string[];
  /** Its interface strings. */
  ui: readonly UiString[];
}

/** The config's rules, except those an interface string cannot meet: a label is not a sentence. */
const NOT_FOR_LABELS = new Set([
  'ja-technical-writing/ja-no-mixed-period',
  'ja-technical-writing/no-mix-dearu-desumasu',
]);

/** Lints one language's pages and interface strings, and looks for scaffold text left in its pages. */
export async function lintLanguage(siteDir: string, language: Language, fix: boolean): Promise<Finding[]> {
  const descriptor = await loadTextlintrc({configFilePath: path.join(siteDir, language.config)});
  const linter = createLinter({descriptor, cwd: siteDir});
  const globs = language.sources.map((glob) => path.join(siteDir, glob));
  if (fix) {
    for (const {filePath, output} of await linter.fixFiles(globs)) {
      await writeFile(filePath, output);
    }
  }
  const findings: Finding[] = [];
  for (const {filePath, messages} of await linter.lintFiles(globs)) {
    const where = path.relative(siteDir, filePath);
    for (const {line, ruleId, message} of messages) {
      findings.push({where, line, rule: ruleId, message});
    }
    for (const {line, text} of findPlaceholders(await readFile(filePath, 'utf8'))) {
      findings.push({where, line, rule: 'scaffold-placeholder', message: `scaffold text left in the page: ${text}`});
    }
  }
  findings.push(...(await lintUiStrings(linter, language.ui)));
  return findings;
}

/** Lints the strings as one plain-text document, a paragraph each, and maps each finding to its string. */
async function lintUiStrings(
  linter: ReturnType<typeof createLinter>,
  strings: readonly UiString[],
): Promise<Finding[]> {
  const lineOf: UiString[] = [];
  const paragraphs = strings.map((string) => {
    const lines = string.text.split('\n');
    lineOf.push(...lines.map(() => string), string);
    return lines.join('\n');
  });
  const {messages} = await linter.lintText(paragraphs.join('\n\n'), 'interface-strings.txt');
  return messages
    .filter(({ruleId}) => !NOT_FOR_LABELS.has(ruleId))
    .map(({line, ruleId, message}) => {
      const string = lineOf[line - 1]!;
      return {where: string.source, line: 1, rule: ruleId, message: `${message} (in "${string.text}")`};
    });
}
