import {LANGUAGES} from './languages';
import {lintLanguage, type Finding} from './lint';
import {uiStrings} from './uiStrings';

/**
 * `npm run lint:text [-- --fix]`: textlint over the Japanese pages and interface strings (.textlintrc.json,
 * with prh.yml) and over the English ones (.textlintrc.en.json), each with its side of glossary.yml, plus scaffold
 * text left in any page.
 * Prints every finding with its file and line, then the count by rule; fails when there is any.
 */
async function main(): Promise<void> {
  const siteDir = process.cwd();
  const fix = process.argv.includes('--fix');
  const lintAll = async (fixing: boolean) => {
    const ui = await uiStrings(siteDir);
    return [
      ...(await lintLanguage(siteDir, {...LANGUAGES.ja, ui: ui.ja}, fixing)),
      ...(await lintLanguage(siteDir, {...LANGUAGES.en, ui: ui.en}, fixing)),
    ];
  };
  if (fix) {
    await lintAll(true);
  }
  const findings = await lintAll(false);
  console.log(report(findings));
  process.exitCode = findings.length > 0 ? 1 : 0;
}

function report(findings: readonly Finding[]): string {
  if (findings.length === 0) {
    return 'lint:text: no findings.';
  }
  const byRule = new Map<string, number>();
  for (const {rule} of findings) {
    byRule.set(rule, (byRule.get(rule) ?? 0) + 1);
  }
  return [
    ...findings.map(({where, line, rule, message}) => `${where}:${line}  ${message.split('\n')[0]}  [${rule}]`),
    '',
    `lint:text: ${findings.length} findings`,
    ...[...byRule].sort((a, b) => b[1] - a[1]).map(([rule, count]) => `  ${count}\t${rule}`),
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
