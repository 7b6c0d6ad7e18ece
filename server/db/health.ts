import type {Database} from './database';
import {loadMigrations, type MigrationGate} from './migrate';
import {isUnavailable} from './unavailable';

/** What /readyz reports of the database. */
export interface DatabaseStatus {
  kind: Database['kind'];
  /** Every migration of this version of the server is applied. */
  migrated: boolean;
  /** Notifications not delivered yet (pending or given up on) and how long the oldest has waited. */
  undeliveredNotifications: number;
  oldestUndeliveredSeconds: number | null;
}

export interface DatabaseHealth {
  /** Rejects when the database cannot be reached within `timeoutMs`. */
  check(timeoutMs: number): Promise<DatabaseStatus>;
}

export function databaseHealth(db: Database, gate: MigrationGate, clock: () => number = Date.now): DatabaseHealth {
  const expected = loadMigrations().length;
  async function inspect(): Promise<DatabaseStatus> {
    // The gate migrates a database that was down at start-up, as the first inquiry would.
    await gate.ready();
    const [schema] = await db.query<{version: number | null}>('SELECT max(version) AS version FROM schema_migrations');
    const [outbox] = await db.query<{count: number | string; oldest: Date | null}>(
      `SELECT count(*) AS count, min(created_at) AS oldest FROM inquiry_notifications WHERE status <> 'delivered'`,
    );
    const oldest = outbox?.oldest ? new Date(outbox.oldest) : null;
    return {
      kind: db.kind,
      // A newer instance of a rolling update may have migrated further; this one still finds its tables.
      migrated: Number(schema?.version ?? 0) >= expected,
      undeliveredNotifications: Number(outbox?.count ?? 0),
      oldestUndeliveredSeconds: oldest ? Math.max(0, Math.round((clock() - oldest.getTime()) / 1000)) : null,
    };
  }
  return {
    check(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      // Once more on a connection error: a pooled connection that a database restart closed fails once,
      // and readiness should not flap for that.
      const attempt = inspect().catch((error: unknown) => {
        if (isUnavailable(error)) {
          return inspect();
        }
        throw error;
      });
      return Promise.race([attempt, timeout]).finally(() => clearTimeout(timer));
    },
  };
}
