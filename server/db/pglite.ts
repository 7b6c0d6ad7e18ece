import path from 'node:path';
import {PGlite} from '@electric-sql/pglite';
import type {Database, Queryable} from './database';
import {makePrivateDir} from '../privateFiles';
import {lockDataDir} from './dataDirLock';

/**
 * Embedded PostgreSQL (WASM) with its files in `<dataDir>/pglite`. Durability: PGlite runs with
 * `fsync=off` (its file system layer has no fsync) but `synchronous_commit=on`, so a commit has written its
 * WAL to the operating system before the query resolves. A killed process loses nothing acknowledged;
 * a power cut or kernel crash may lose the last commits. Use a PostgreSQL server when that matters.
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.resolve(dataDir, 'pglite');
  const unlock = lockDataDir(`${dir}.lock`);
  let pg: PGlite;
  try {
    pg = await PGlite.create({dataDir: dir});
    makePrivateDir(dir);
    const [{synchronous_commit: syncCommit}] = (await pg.query<{synchronous_commit: string}>('SHOW synchronous_commit'))
      .rows as [{synchronous_commit: string}];
    if (syncCommit !== 'on') {
      throw new Error(`PGlite runs with synchronous_commit=${syncCommit}; acknowledged inquiries could be lost`);
    }
  } catch (error) {
    unlock();
    throw error;
  }
  return wrapPglite(pg, `PGlite (embedded PostgreSQL) in ${dir}`, unlock);
}

function queryable(pg: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await pg.query<Row>(text, [...params])).rows;
    },
    async exec(text: string) {
      await pg.exec(text);
    },
  };
}

/** A PGlite instance behind the Database interface; `release` runs after it closes. */
export function wrapPglite(pg: PGlite, description: string, release: () => void): Database {
  return {
    kind: 'pglite',
    description,
    ...queryable(pg),
    transaction: (work) => pg.transaction((tx) => work(queryable(tx))),
    // Inside a transaction of its own: no other transaction is half done while the files are copied. The
    // checkpoint writes every page out first, so a restore starts without replaying the log.
    snapshot: () =>
      pg.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return pg.dumpDataDir('gzip');
      }),
    async close() {
      try {
        await pg.close();
      } finally {
        release();
      }
    },
  };
}
