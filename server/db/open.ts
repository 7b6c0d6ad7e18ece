import type {Env} from '../env';
import type {Database} from './database';
import {openPglite} from './pglite';
import {openPostgres} from './postgres';

/** The PostgreSQL server of DATABASE_URL when set, otherwise embedded PGlite in DATA_DIR. */
export function openDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  return env.DATABASE_URL ? Promise.resolve(openPostgres(env.DATABASE_URL)) : openPglite(env.DATA_DIR);
}
