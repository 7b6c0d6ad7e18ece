import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parseEnv} from 'node:util';

/**
 * The one settings file of an installation, read by every entry point (the server, `npm run inquiries`,
 * `npm run deploy`, `npm run rollback`) before it reads its settings, so a staff command run from a shell
 * sees the same database as the server. Outside the repository on purpose: a secret never lands in the
 * working tree, and a fresh clone or `git clean` cannot lose it. HOLOREAL_ENV_FILE names another file.
 */
export const DEFAULT_ENV_FILE = '/etc/holoreal-website/env';

/** The variable that names another settings file: read from the environment only, as no file can name itself. */
export const ENV_FILE_VARIABLE = 'HOLOREAL_ENV_FILE';

export interface EnvFile {
  /** The file's absolute path. */
  path: string;
  /** False when the default file does not exist (development, containers): the environment alone counts. */
  loaded: boolean;
}

/** The settings file `env` names (HOLOREAL_ENV_FILE), or the default one. */
export function envFilePath(env: NodeJS.ProcessEnv): string {
  return path.resolve(env.HOLOREAL_ENV_FILE?.trim() || DEFAULT_ENV_FILE);
}

/** Where the settings came from, for start-up lines: "/etc/holoreal-website/env and the environment". */
export function describeEnvFile({path: file, loaded}: EnvFile): string {
  return loaded ? `${file} and the environment` : `the environment only (no ${file})`;
}

/**
 * Adds the file's settings to `env`. A variable the environment already gives wins over the file; a blank one
 * counts as not given, as everywhere in the settings (withoutBlanks.ts), which is why this parses with
 * `util.parseEnv` (the parser of `process.loadEnvFile`, which would keep a blank variable). Throws, saying what
 * to do, when the file HOLOREAL_ENV_FILE names is missing or when the file cannot be read.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env): EnvFile {
  const named = env.HOLOREAL_ENV_FILE?.trim();
  const file = envFilePath(env);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !named) {
      return {path: file, loaded: false};
    }
    throw new Error(
      code === 'ENOENT'
        ? `HOLOREAL_ENV_FILE names ${file}, which does not exist`
        : code === 'EACCES'
          ? `the settings file ${file} is not readable by this user: run the command as the server's user ` +
            '(MAINTAINING.md section 6: sudo -u holoreal …), or name another file with HOLOREAL_ENV_FILE'
          : `the settings file ${file} cannot be read: ${(error as Error).message}`,
    );
  }
  for (const [name, value] of Object.entries(parseEnv(text))) {
    if (!env[name]?.trim()) {
      env[name] = value;
    }
  }
  return {path: file, loaded: true};
}
