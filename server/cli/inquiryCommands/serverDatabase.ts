import {existsSync} from 'node:fs';
import path from 'node:path';
import type {Database} from '../../db/database';
import {openPglite} from '../../db/pglite';
import {describeUrl, openPostgres} from '../../db/postgres';
import {parseEnv} from '../../env';
import {envFilePath} from '../../envFile';
import {withoutBlanks} from '../../withoutBlanks';

/**
 * The server's database as the settings name it. A staff command opens that one or none: never a new, empty
 * one that would answer "no inquiries" for a database it has not seen. Unlike the server, it has no default.
 */
export type ServerDatabase =
  {kind: 'postgres'; url: string} | {kind: 'pglite'; dataDir: string; dir: string; exists: boolean};

/** The settings name no database of the server's, or one that is not there: the command stops (status 1). */
export class NoServerDatabaseError extends Error {}

function whereToSay(env: NodeJS.ProcessEnv): string {
  return (
    `Give the server's DATABASE_URL (its PostgreSQL) or DATA_DIR (the directory of its embedded database), as in ` +
    `the server's settings file ${envFilePath(env)} (HOLOREAL_ENV_FILE names another) or in the environment.`
  );
}

export function serverDatabase(env: NodeJS.ProcessEnv): ServerDatabase {
  // Checked as the server checks them (a malformed DATABASE_URL is named); DATA_DIR's default is the server's only.
  const {DATABASE_URL: url, DATA_DIR: dataDir} = parseEnv(env);
  if (url) {
    return {kind: 'postgres', url};
  }
  if (!withoutBlanks(env).DATA_DIR) {
    throw new NoServerDatabaseError(
      `No database is configured, and a staff command never creates one. ${whereToSay(env)}`,
    );
  }
  const dir = path.resolve(dataDir, 'pglite');
  return {kind: 'pglite', dataDir, dir, exists: existsSync(path.join(dir, 'PG_VERSION'))};
}

/** The refusal for a DATA_DIR without a database in it. */
export function noEmbeddedDatabase(env: NodeJS.ProcessEnv, where: Extract<ServerDatabase, {kind: 'pglite'}>): Error {
  return new NoServerDatabaseError(
    `There is no embedded database in ${where.dir} (DATA_DIR=${where.dataDir}), and a staff command never creates ` +
      `one. ${whereToSay(env)}`,
  );
}

/**
 * Opens the server's database. With PostgreSQL it must hold the site's tables, unless `forMigrate` (the
 * `migrate` command, which sets up a new database on purpose).
 */
export async function openServerDatabase(env: NodeJS.ProcessEnv, {forMigrate = false} = {}): Promise<Database> {
  const where = serverDatabase(env);
  if (where.kind === 'pglite') {
    if (!where.exists) {
      throw noEmbeddedDatabase(env, where);
    }
    return openPglite(where.dataDir);
  }
  const db = openPostgres(where.url);
  try {
    const [row] = await db.query<{present: boolean}>(`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`);
    if (!row!.present && !forMigrate) {
      throw new NoServerDatabaseError(
        `PostgreSQL at ${describeUrl(where.url)} holds none of the site's tables: it is not the server's database, ` +
          `or a new one. ${whereToSay(env)} To set up a new database for the site: npm run inquiries -- migrate`,
      );
    }
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
