/**
 * What the inquiry service needs from a database. The same SQL (PostgreSQL dialect, `$1` parameters) runs
 * on embedded PGlite and on a PostgreSQL server, so the stores are written once against this interface.
 */
export interface Queryable {
  /** One statement with parameters; the rows it returns. */
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters, e.g. a migration file. */
  exec(text: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Which database and where, for the start-up log (never a password). */
  readonly description: string;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** PGlite only: a consistent copy of the whole data directory (gzipped tar), taken between transactions. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}
