import {constants} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {awaitServer} from './awaitServer';
import {acquireSwitchLock} from './deployLock';
import {currentRelease, pruneReleases, releaseBefore, switchCurrent} from './releases';
import {describeEnvFile, type EnvFile} from '../envFile';
import {withoutBlanks} from '../withoutBlanks';

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

/** The defaults of the deploy's own settings (README, "Configuration"; `.env.example`). */
export const PUBLISH_DEFAULTS = {RELEASES_DIR: 'releases', RELEASES_KEEP: 5} as const;

export function parsePublishArgs(argv: string[], source: NodeJS.ProcessEnv = process.env): PublishSettings {
  const env = withoutBlanks(source);
  const {values, positionals} = parseArgs({args: argv, options: USAGE_OPTIONS, allowPositionals: true});
  const keep = Number(values.keep ?? env.RELEASES_KEEP ?? PUBLISH_DEFAULTS.RELEASES_KEEP);
  if (!Number.isInteger(keep) || keep < 2) {
    throw new Error('--keep must be a whole number of at least 2 (the current release and one to roll back to)');
  }
  return {
    releasesDir: path.resolve(values.releases ?? env.RELEASES_DIR ?? PUBLISH_DEFAULTS.RELEASES_DIR),
    serverUrl: values.server ?? env.DEPLOY_SERVER_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`,
    keep,
    positionals,
  };
}

type Log = Pick<Console, 'log' | 'warn' | 'error'>;

/**
 * Points `current` at release `id` and waits for the running server to serve it. Returns false (and says
 * why) when a server answers but keeps serving another build. The caller holds the switch lock.
 */
export async function activate(settings: PublishSettings, id: string, log: Log = console): Promise<boolean> {
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

/**
 * The end of a deploy: makes the finished release `id` current and deletes releases beyond `keep`, unless
 * `current` no longer points where it did when the deploy started (`startedFrom`): then a rollback ran
 * meanwhile, and the deploy does not undo it. It says so, keeps the release for `npm run rollback -- <id>`
 * and returns false.
 */
export async function publishRelease(
  settings: PublishSettings,
  id: string,
  startedFrom: string | null,
  log: Log = console,
): Promise<boolean> {
  const {releasesDir} = settings;
  const release = await acquireSwitchLock(releasesDir, 'deploy', {log});
  const forget = onInterrupt(release);
  try {
    const now = currentRelease(releasesDir);
    if (now !== startedFrom) {
      log.error(
        `${path.join(releasesDir, 'current')} was switched from ${startedFrom ?? 'nothing'} to ${now ?? 'nothing'} ` +
          `while this deploy was building (a rollback); it stays there. The new release is kept: ` +
          `\`npm run rollback -- ${id}\` publishes it.`,
      );
      return false;
    }
    if (!(await activate(settings, id, log))) {
      return false;
    }
    const pruned = pruneReleases(releasesDir, settings.keep, [id, releaseBefore(releasesDir, id) ?? '']);
    if (pruned.length > 0) {
      log.log(`Deleted ${pruned.length} old release(s): ${pruned.join(', ')}`);
    }
    return true;
  } finally {
    forget();
    release();
  }
}

const interruptCleanups = new Set<() => unknown>();

/**
 * Runs `cleanup` (awaited, latest registered first) when the command is stopped with SIGINT, SIGTERM or
 * SIGHUP, unless the returned function was called before.
 */
export function onInterrupt(cleanup: () => unknown): () => void {
  interruptCleanups.add(cleanup);
  return () => interruptCleanups.delete(cleanup);
}

/**
 * Runs a deploy or rollback; the process exit code says how it went (128 + the signal's number when stopped).
 * `envFile`: the settings file the entry point read into process.env (cli/prelude.ts).
 */
export function runPublishCommand(
  name: string,
  work: (settings: PublishSettings) => Promise<boolean>,
  envFile: EnvFile,
): void {
  console.log(`Settings: ${describeEnvFile(envFile)}`);
  let settings: PublishSettings;
  try {
    settings = parsePublishArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${name}: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) {
        return;
      }
      stopping = true;
      console.error(`${name}: stopped by ${signal}.`);
      void (async () => {
        for (const cleanup of [...interruptCleanups].reverse()) {
          try {
            await cleanup();
          } catch (error) {
            console.error(`${name}: ${(error as Error).message}`);
          }
        }
        process.exit(128 + constants.signals[signal]);
      })();
    });
  }
  work(settings).then(
    (ok) => {
      process.exitCode = ok ? 0 : 1;
    },
    (error: unknown) => {
      console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
