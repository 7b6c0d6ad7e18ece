import postgres from 'postgres';
import type {Database, Queryable} from './database';

export interface PostgresOptions {
  /** Schema to work in (first on the search path); the tests give each suite its own. */
  schema?: string;
  /** Connections in the pool. */
  max?: number;
}

/** `host:port/db`, for logs and the staff commands: never the user or the password. */
export function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** Connections in the pool unless told otherwise. */
export const DEFAULT_POOL_SIZE = 10;

type Sql = postgres.Sql | postgres.TransactionSql;

function queryable(sql: Sql): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[];
    },
    async exec(text: string) {
      // Without parameters postgres.js uses the simple protocol, which runs several statements.
      await sql.unsafe(text);
    },
  };
}

/**
 * A PostgreSQL server through the `postgres` driver. Connections open lazily and reopen by themselves, so
 * a server that goes away and comes back needs no restart here; a short connect timeout turns an outage
 * into a quick 503 rather than a hanging request.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): Database {
  const sql = postgres(url, {
    max: options.max ?? DEFAULT_POOL_SIZE,
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => {},
    connection: {
      application_name: 'holoreal-website',
      ...(options.schema ? {search_path: options.schema} : {}),
    },
  });
  return {
    kind: 'postgres',
    description: `PostgreSQL at ${describeUrl(url)}${options.schema ? ` (schema ${options.schema})` : ''}`,
    ...queryable(sql),
    transaction: (work) => sql.begin((tx) => work(queryable(tx))) as Promise<Awaited<ReturnType<typeof work>>>,
    close: () => sql.end({timeout: 5}),
  };
}
