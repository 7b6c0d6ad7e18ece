import {constants} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {defaultDeployServerUrl, DEPLOY_DEFAULTS} from '../env';
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

/** The command line's options, else the settings (the environment and the settings file), else their defaults. */
export function parsePublishArgs(argv: string[], source: NodeJS.ProcessEnv = process.env): PublishSettings {
  const env = withoutBlanks(source);
  const {values, positionals} = parseArgs({args: argv, options: USAGE_OPTIONS, allowPositionals: true});
  const keep = Number(values.keep ?? env.RELEASES_KEEP ?? DEPLOY_DEFAULTS.RELEASES_KEEP);
  if (!Number.isInteger(keep) || keep < 2) {
    throw new Error('--keep must be a whole number of at least 2 (the current release and one to roll back to)');
  }
  return {
    releasesDir: path.resolve(values.releases ?? env.RELEASES_DIR ?? DEPLOY_DEFAULTS.RELEASES_DIR),
    serverUrl: values.server ?? env.DEPLOY_SERVER_URL ?? defaultDeployServerUrl(env.PORT),
    keep,
    positionals,
  };
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
