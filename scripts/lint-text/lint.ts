import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {TextlintKernelDescriptor} from '@textlint/kernel';
import {createLinter, loadTextlintrc} from 'textlint';
import {prhRules, readGlossary, withGlossary, type GlossaryLanguage} from './glossary';
import {findPlaceholders} from './placeholders';
import noSpaceAroundLongVowel, {ruleId as longVowelRuleId} from './rules/noSpaceAroundLongVowel';
import noSpaceBetweenFullWidth, {ruleId as fullWidthRuleId} from './rules/noSpaceBetweenFullWidth';
import spelling, {ruleId as spellingRuleId} from './rules/spelling';
import {frontMatterSnippets, mermaidSnippets, type Snippet} from './virtual';

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
  /** Its interface strings and other text outside Markdown. */
  ui: readonly Snippet[];
  /** Its side of glossary.yml: the forms its text writes, and the variants corrected to them. */
  glossary: GlossaryLanguage;
  /** cspell config file, from the site root, to check the spelling with. */
  spelling?: string;
  /**
   * The script the spacing rules are about (Japanese): a front matter value or diagram label without it, such
   * as `POST /v1/events`, is not held to them, and is not fixed.
   */
  spacedScript?: RegExp;
}

/** The config's rules, except those a label cannot meet: a label is not a sentence. */
const NOT_FOR_LABELS = new Set([
  'ja-technical-writing/ja-no-mixed-period',
  'ja-technical-writing/no-mix-dearu-desumasu',
]);

/** Rules about the spacing of Japanese text. */
const SPACING_RULES = /^(ja-spacing\/|ja-no-space-around-long-vowel$|ja-no-space-between-full-width$)/;

/** The project's own rules, added to every config. */
const OWN_RULES = new TextlintKernelDescriptor({
  rules: [
    {ruleId: longVowelRuleId, rule: noSpaceAroundLongVowel, options: true},
    {ruleId: fullWidthRuleId, rule: noSpaceBetweenFullWidth, options: true},
  ],
  filterRules: [],
  plugins: [],
});

/** The rules that hold words to the site's dictionary (the glossary and prh files) and to American spelling. */
export const DICTIONARY_RULES = /^(prh|spelling)$/;

/**
 * The textlint linter of one language: its config, with its side of the glossary added to the prh rule, the
 * project's own rules and, for English, the spelling; with `only`, just the rules whose id it matches.
 */
export async function languageLinter(
  siteDir: string,
  language: Pick<Language, 'config' | 'spelling' | 'glossary'>,
  only?: RegExp,
) {
  const loaded = await loadTextlintrc({configFilePath: path.join(siteDir, language.config)});
  const glossary = prhRules(await readGlossary(siteDir), language.glossary);
  const configRules = withGlossary(loaded.rule.toKernelRulesFormat(), glossary, language.config);
  let descriptor = loaded.shallowMerge({rules: configRules}).concat(OWN_RULES);
  if (language.spelling !== undefined) {
    const options = {config: path.join(siteDir, language.spelling)};
    const rules = [{ruleId: spellingRuleId, rule: spelling, options}];
    descriptor = descriptor.concat(new TextlintKernelDescriptor({rules, filterRules: [], plugins: []}));
  }
  if (only !== undefined) {
    descriptor = descriptor.shallowMerge({
      rules: descriptor.rule.toKernelRulesFormat().filter(({ruleId}) => only.test(ruleId)),
    });
  }
  return createLinter({descriptor, cwd: siteDir});
}

/**
 * Lints one language's pages, the text of their front matter and Mermaid diagrams, and its interface strings,
 * and looks for scaffold text left in its pages. With `fix`, applies the fixable findings and returns none:
 * lint again to see what is left.
 */
export async function lintLanguage(siteDir: string, language: Language, fix: boolean): Promise<Finding[]> {
  const linter = await languageLinter(siteDir, language);
  const globs = language.sources.map((glob) => path.join(siteDir, glob));
  if (fix) {
    for (const {filePath, output} of await linter.fixFiles(globs)) {
      await writeFile(filePath, output);
    }
  }
  const findings: Finding[] = [];
  const snippets: Snippet[] = [];
  for (const {filePath, messages} of await linter.lintFiles(globs)) {
    const where = path.relative(siteDir, filePath);
    for (const {line, ruleId, message} of messages) {
      findings.push({where, line, rule: ruleId, message});
    }
    const text = await readFile(filePath, 'utf8');
    for (const {line, text: placeholder} of findPlaceholders(text)) {
      findings.push({
        where,
        line,
        rule: 'scaffold-placeholder',
        message: `scaffold text left in the page: ${placeholder}`,
      });
    }
    snippets.push(...frontMatterSnippets(where, text), ...mermaidSnippets(where, text));
  }
  if (fix) {
    const inFiles = [...snippets, ...language.ui.filter(({where}) => /\.ya?ml$/.test(where))];
    await fixSnippets(
      siteDir,
      linter,
      inFiles.filter(({text}) => language.spacedScript?.test(text) ?? true),
    );
    return [];
  }
  const snippetFindings = await lintSnippets(linter, [...snippets, ...language.ui]);
  findings.push(
    ...snippetFindings
      .filter(({rule, snippet}) => !SPACING_RULES.test(rule) || (language.spacedScript?.test(snippet.text) ?? true))
      .map(({snippet: _, ...finding}) => finding),
  );
  return findings;
}

/** The snippets as one plain-text document, a paragraph each, and the snippet on each of its lines. */
function snippetDocument(snippets: readonly Snippet[]): {text: string; lineOf: Snippet[]} {
  const lineOf: Snippet[] = [];
  const paragraphs = snippets.map((snippet) => {
    // A blank line would end the paragraph early.
    const lines = snippet.text.split('\n').filter((line) => line.trim() !== '');
    lineOf.push(...lines.map(() => snippet), snippet);
    return lines.join('\n');
  });
  return {text: paragraphs.join('\n\n'), lineOf};
}

/** Applies the fixable findings in front matter and Mermaid labels to the line of the page each came from. */
async function fixSnippets(siteDir: string, linter: ReturnType<typeof createLinter>, snippets: readonly Snippet[]) {
  const fixable = snippets.filter(({text}) => !text.includes('\n'));
  const {output} = await linter.fixText(snippetDocument(fixable).text, 'snippets.txt');
  const fixed = output.split('\n\n');
  if (fixed.length !== fixable.length) {
    return;
  }
  const edits = new Map<string, string[]>();
  for (const [index, snippet] of fixable.entries()) {
    if (fixed[index] === snippet.text) {
      continue;
    }
    const file = path.join(siteDir, snippet.where);
    const lines = edits.get(file) ?? (await readFile(file, 'utf8')).split('\n');
    lines[snippet.line - 1] = lines[snippet.line - 1]!.replace(snippet.text, fixed[index]!);
    edits.set(file, lines);
  }
  for (const [file, lines] of edits) {
    await writeFile(file, lines.join('\n'));
  }
}

/** Lints the snippets as one plain-text document, a paragraph each, and maps each finding to its snippet. */
async function lintSnippets(
  linter: ReturnType<typeof createLinter>,
  snippets: readonly Snippet[],
): Promise<(Finding & {snippet: Snippet})[]> {
  const {text, lineOf} = snippetDocument(snippets);
  const {messages} = await linter.lintText(text, 'snippets.txt');
  return messages
    .filter(({ruleId}) => !NOT_FOR_LABELS.has(ruleId))
    .map(({line, ruleId, message}) => {
      const snippet = lineOf[line - 1]!;
      const quoted = snippet.text.replace(/\n/g, ' ');
      return {snippet, where: snippet.where, line: snippet.line, rule: ruleId, message: `${message} (in "${quoted}")`};
    });
}
