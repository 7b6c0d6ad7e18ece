import {PAGE_TYPES} from '../common/pageTypes';
import {LOCALES, localePath} from '../common/sitePaths';
import {lighthouseWithRetry, type Category, type Sample} from './lighthouse/run';
import {option, rejectUnknownOptions} from './lib/options';
import {selectById} from './lib/select';
import {startSiteServer} from './lib/server';
import {formatLoad, gitDescribe, loadAverage, writeResult} from './lib/system';
import {formatTable} from './lib/table';

/**
 * `npm run bench:lighthouse-sweep [-- --build=DIR] [--pages=home,docs-page]`: Lighthouse mobile once on the sample
 * of every page type (common/pageTypes.ts) in both locales, against the production server. SEO, accessibility and
 * best practices depend on the page, not on the machine's speed, so one run each is their measure: each must be
 * 100, and an audit below it is printed with what it points at; the exit code is 1 when one is not. Performance is
 * printed and saved but not judged (one run; `npm run bench` and `bench:lighthouse-compare` measure it). A page
 * answered with an error status (the not-found page's 404) is listed as not audited: Lighthouse refuses it.
 */
const JUDGED: readonly Category[] = ['seo', 'accessibility', 'best-practices'];

async function main(argv: readonly string[]): Promise<void> {
  rejectUnknownOptions(argv, ['build', 'pages']);
  const types = selectById(PAGE_TYPES, option(argv, 'pages')?.split(','));
  const start = loadAverage();
  const server = await startSiteServer({buildDir: option(argv, 'build') ?? 'build'});
  const rows: {type: string; path: string; sample: Sample}[] = [];
  const skipped: string[] = [];
  try {
    for (const type of types) {
      for (const locale of LOCALES) {
        const sitePath = localePath(locale, type.sample);
        const {status} = await fetch(`${server.origin}${sitePath}`);
        if (status !== 200) {
          // Lighthouse stops at a page answered with an error status (ERRORED_DOCUMENT_REQUEST): the not-found page.
          skipped.push(`${sitePath} (${status})`);
          continue;
        }
        const sample = await lighthouseWithRetry(`${server.origin}${sitePath}`, 'mobile');
        rows.push({type: type.id, path: sitePath, sample});
        console.log(`${sitePath.padEnd(44)} ${JUDGED.map((c) => `${c} ${sample.scores[c]}`).join(', ')}`);
      }
    }
  } finally {
    await server.stop();
  }
  const failing = rows.flatMap(({path, sample}) =>
    sample.problems
      .filter((problem) => JUDGED.includes(problem.category))
      .map((problem) => `${path}: ${problem.category} ${problem.id} (${problem.title}) ${problem.items.join('; ')}`),
  );
  const file = await writeResult('lighthouse-sweep.json', {
    generatedAt: new Date().toISOString(),
    commit: gitDescribe(),
    method: 'Lighthouse mobile preset, simulated throttling, one run per page type and locale',
    loadAverage: {start, end: loadAverage()},
    skipped,
    pages: rows.map(({type, path, sample}) => ({type, path, scores: sample.scores, problems: sample.problems})),
  });
  console.log(
    `\n${formatTable(
      ['page', ...JUDGED, 'performance'],
      rows.map(({path, sample}) => [path, ...[...JUDGED, 'performance' as const].map((c) => String(sample.scores[c]))]),
    )}`,
  );
  if (skipped.length) console.log(`not audited, answered with an error status: ${skipped.join(', ')}`);
  console.log(`load average ${formatLoad(start)} → ${formatLoad(loadAverage())}; wrote ${file}`);
  if (failing.length) {
    console.error(`\n${failing.length} audit(s) below 100:\n${failing.map((line) => `  - ${line}`).join('\n')}`);
    process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
