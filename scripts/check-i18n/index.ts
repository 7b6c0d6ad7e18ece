import {checkI18n} from './check';
import {formatReport} from './problem';

/** `npm run check:i18n`: checks the site in the current folder, prints what is missing, fails when anything is. */
async function main(): Promise<void> {
  const problems = await checkI18n(process.cwd());
  console.log(formatReport(problems));
  process.exitCode = problems.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
