/**
 * `npm run build`: `tsx scripts/site/build.ts [--out-dir DIR] [--locale L]… [--no-compress] [--no-postbuild]`.
 * Builds every locale side by side (`buildLocales`), then runs the post-build steps (CSP manifest, search
 * index, compression, build info) unless `--no-postbuild` (the deploy runs them itself, with its release id).
 * The test builds pass `--no-compress`: the server falls back to the plain files and no browser test depends on
 * the encoding, while the deploy test compresses a real release, as production does.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {postbuild} from '../postbuild/postbuild';
import {buildLocales} from './buildLocales';

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      'out-dir': {type: 'string', default: 'build'},
      locale: {type: 'string', multiple: true},
      'no-compress': {type: 'boolean', default: false},
      'no-postbuild': {type: 'boolean', default: false},
    },
  });
  const outDir = path.resolve(values['out-dir']);
  const started = Date.now();
  await buildLocales({outDir, locales: values.locale});
  console.log(
    `Built ${values.locale?.join(', ') ?? 'every locale'} into ${outDir} in ${(Date.now() - started) / 1000} s`,
  );
  if (!values['no-postbuild']) {
    await postbuild(outDir, {compress: !values['no-compress']});
    console.log(`Site built in ${(Date.now() - started) / 1000} s`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
