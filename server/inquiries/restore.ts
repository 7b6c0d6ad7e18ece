import type {Queryable} from '../db/database';
import {erasedAmong, readErasureLog, replaceErasureLog, type ErasableInquiry, type ErasureLog} from './erasures';

/**
 * What a restore must not undo, read from the database it replaces: the erasures made since the backup
 * (a person's deletion stays a deletion), the notifications delivered since (the staff are not mailed twice),
 * and the holds and correspondence recorded since (a hold a law requires is not lost to the purge).
 */
export interface CurrentState {
  inquiryIds: string[];
  notifications: number;
  delivered: {id: string; attempts: number; deliveredAt: Date}[];
  retention: {id: string; held: boolean; lastContactAt: Date | null}[];
  erasureLog: ErasureLog;
}

export async function readCurrentState(db: Queryable): Promise<CurrentState> {
  const retention = await db.query<CurrentState['retention'][number]>(
    `SELECT id, held, last_contact_at AS "lastContactAt" FROM inquiries ORDER BY id`,
  );
  const [{notifications}] = (await db.query<{notifications: number}>(
    'SELECT count(*)::int AS notifications FROM inquiry_notifications',
  )) as [{notifications: number}];
  const delivered = await db.query<CurrentState['delivered'][number]>(
    `SELECT id, attempts, delivered_at AS "deliveredAt" FROM inquiry_notifications WHERE status = 'delivered'`,
  );
  return {
    inquiryIds: retention.map((row) => row.id),
    notifications,
    delivered,
    retention,
    erasureLog: await readErasureLog(db),
  };
}

/** What a restore will do, said before it asks and after it is done. */
export interface RestorePlan {
  /** Inquiries in the database now: every one is replaced. */
  replaced: number;
  /** Inquiries in the backup. */
  inBackup: number;
  /** The backup's inquiries deleted on request or purged since it was taken: removed again. */
  erasedAgain: string[];
  /** Inquiries in the database the backup lacks, so received after it: lost by the restore. */
  newer: string[];
}

/**
 * Plans the restore of `backup` (its inquiries' ids, addresses and times) over `current` (null: there is no
 * database to replace). `db` runs the erasure matching: any database of this schema will do.
 */
export async function planRestore(
  db: Queryable,
  backup: ErasableInquiry[],
  current: CurrentState | null,
): Promise<RestorePlan> {
  const inBackup = new Set(backup.map((inquiry) => inquiry.id));
  return {
    replaced: current?.inquiryIds.length ?? 0,
    inBackup: backup.length,
    erasedAgain: current ? await erasedAmong(db, current.erasureLog, backup) : [],
    newer: current?.inquiryIds.filter((id) => !inBackup.has(id)) ?? [],
  };
}

/**
 * Applies `current` to a database just filled from a backup, inside the caller's transaction: the erasure log
 * first when the restore replaced it too (`carryLog`, a PGlite snapshot), then delivered notifications, holds
 * and correspondence of the inquiries in both; last it deletes what the log erased. Returns those ids.
 */
export async function reconcile(
  tx: Queryable,
  current: CurrentState,
  {carryLog}: {carryLog: boolean},
): Promise<string[]> {
  if (carryLog) {
    await replaceErasureLog(tx, current.erasureLog);
  }
  await tx.query(
    `UPDATE inquiry_notifications n
     SET status = 'delivered', delivered_at = c."deliveredAt", attempts = GREATEST(n.attempts, c.attempts), last_error = NULL
     FROM json_to_recordset($1::text::json) AS c(id uuid, attempts int, "deliveredAt" timestamptz)
     WHERE n.id = c.id AND n.status <> 'delivered'`,
    [JSON.stringify(current.delivered)],
  );
  await tx.query(
    `UPDATE inquiries i SET held = c.held, last_contact_at = c."lastContactAt"
     FROM json_to_recordset($1::text::json) AS c(id uuid, held boolean, "lastContactAt" timestamptz)
     WHERE i.id = c.id`,
    [JSON.stringify(current.retention)],
  );
  const erased = await erasedAmong(tx, current.erasureLog);
  await tx.query('DELETE FROM inquiries WHERE id = ANY ($1::uuid[])', [erased]);
  return erased;
}
