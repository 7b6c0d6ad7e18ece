import path from 'node:path';
import {parseArgs} from 'node:util';
import {awaitServer} from './awaitServer';
import {acquireDeployLock} from './deployLock';
import {currentRelease, switchCurrent} from './releases';

/** Settings shared by `npm run deploy` and `npm run rollback`. */
export interface PublishSettings {
  releasesDir: string;
  /** The running server whose /healthz confirms the switch. */
  serverUrl: string;
  /** How many releases stay on disk (and can be rolled back to). */
  keep: number;
  positionals: string[];
}

const USAGE_OPTIONS = {
  releases: {type: 'string'},
  server: {type: 'string'},
  keep: {type: 'string'},
} as const;

export function parsePublishArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): PublishSettings {
  const {values, positionals} = parseArgs({args: argv, options: USAGE_OPTIONS, allowPositionals: true});
  const keep = Number(values.keep ?? env.RELEASES_KEEP ?? 5);
  if (!Number.isInteger(keep) || keep < 2) {
    throw new Error('--keep must be a whole number of at least 2 (the current release and one to roll back to)');
  }
  return {
    releasesDir: path.resolve(values.releases ?? env.RELEASES_DIR ?? 'releases'),
    serverUrl: values.server ?? env.DEPLOY_SERVER_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`,
    keep,
    positionals,
  };
}

/**
 * Points `current` at release `id` and waits for the running server to serve it. Returns false (and says
 * why) when a server answers but keeps serving another build.
 */
export async function activate(settings: PublishSettings, id: string, log = console): Promise<boolean> {
  const before = currentRelease(settings.releasesDir);
  switchCurrent(settings.releasesDir, id);
  log.log(`${path.join(settings.releasesDir, 'current')} -> ${id} (was ${before ?? 'nothing'})`);
  const outcome = await awaitServer(settings.serverUrl, id);
  switch (outcome.kind) {
    case 'serving':
      log.log(`The server at ${settings.serverUrl} serves ${id}.`);
      return true;
    case 'no-server':
      log.log(
        `No server answered at ${settings.serverUrl} (${outcome.error}); a server started with ` +
          `BUILD_DIR=${path.join(settings.releasesDir, 'current')} will serve ${id}.`,
      );
      return true;
    case 'other-build':
      log.error(
        `The server at ${settings.serverUrl} still serves ${outcome.servingId ?? 'a build without an id'}, not ${id}. ` +
          `Is it started with BUILD_DIR=${path.join(settings.releasesDir, 'current')}?`,
      );
      return false;
  }
}

/** Runs a deploy or rollback under the releases directory's lock; the process exit code says how it went. */
export function runPublishCommand(name: string, work: (settings: PublishSettings) => Promise<boolean>): void {
  let settings: PublishSettings;
  try {
    settings = parsePublishArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  let release: (() => void) | undefined;
  Promise.resolve()
    .then(() => {
      release = acquireDeployLock(settings.releasesDir);
      return work(settings);
    })
    .then(
      (ok) => {
        process.exitCode = ok ? 0 : 1;
      },
      (error: unknown) => {
        console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exitCode = 1;
      },
    )
    .finally(() => release?.());
}
