import type {Database, Queryable} from '../db/database';
import type {MigrationGate} from '../db/migrate';
import {storedColumns} from './columns';
import {recordErasures} from './erasures';
import type {StoredInquiry} from './inquiry';

const DAY_MS = 86_400_000;

/** An inquiry with what retention needs to know about it. */
export interface RetainedInquiry extends StoredInquiry {
  /** The last correspondence staff recorded (`touch`); null when none was. */
  lastContactAt: Date | null;
  /** Kept by the purge while true (`hold` / `release`). */
  held: boolean;
}

/** A notification row as it is stored. */
export interface StoredNotification {
  id: string;
  inquiryId: string;
  channel: string;
  status: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** Everything stored about one address: a person's disclosure request. */
export interface PersonalRecord {
  inquiries: RetainedInquiry[];
  notifications: StoredNotification[];
}

/** What a deletion removed (or, for a dry run, would remove). */
export interface Deletion {
  inquiryIds: string[];
  notifications: number;
}

const INQUIRY_COLUMNS = `id, ${storedColumns()}, last_contact_at AS "lastContactAt", held`;
const NOTIFICATION_COLUMNS = `id, inquiry_id AS "inquiryId", channel, status, attempts,
  next_attempt_at AS "nextAttemptAt", last_error AS "lastError", created_at AS "createdAt",
  delivered_at AS "deliveredAt"`;

/** Which inquiries a selection names: the retention cut-off, one address, or one id. */
type Selection = {olderThan: Date} | {email: string} | {id: string};

function where(selection: Selection): {sql: string; param: unknown} {
  if ('olderThan' in selection) {
    return {sql: 'NOT held AND COALESCE(last_contact_at, created_at) < $1', param: selection.olderThan};
  }
  if ('email' in selection) {
    return {sql: 'lower(email) = lower($1)', param: selection.email};
  }
  return {sql: 'id = $1', param: selection.id};
}

async function select(db: Queryable, selection: Selection): Promise<Deletion> {
  const {sql, param} = where(selection);
  const rows = await db.query<{id: string; notifications: number}>(
    `SELECT i.id, (SELECT count(*) FROM inquiry_notifications n WHERE n.inquiry_id = i.id)::int AS notifications
     FROM inquiries i WHERE ${sql} ORDER BY i.created_at, i.id`,
    [param],
  );
  return {inquiryIds: rows.map((row) => row.id), notifications: rows.reduce((sum, row) => sum + row.notifications, 0)};
}

export interface PersonalData {
  /** Everything stored about an address (case-insensitive). */
  find(email: string): Promise<PersonalRecord>;
  /** What `remove` would delete, without deleting. */
  preview(selection: Selection): Promise<Deletion>;
  /**
   * Deletes the selected inquiries and (by cascade) their notification rows, and records the erasure (of the
   * address too, for a request by address, even when it has no inquiry left), in one transaction.
   */
  remove(selection: Selection): Promise<Deletion>;
  /** The retention cut-off: inquiries last active before it go. */
  cutoff(now: Date, retentionDays: number): Date;
  /** Records correspondence now (`touch`) or puts on / takes off hold; false when no inquiry has the id. */
  touch(id: string, now: Date): Promise<boolean>;
  hold(id: string, held: boolean): Promise<boolean>;
}

/** Retention and a person's requests, on either database; every use first waits for the schema. */
export function createPersonalData(db: Database, gate: MigrationGate): PersonalData {
  async function update(sql: string, params: unknown[]): Promise<boolean> {
    await gate.ready();
    return (await db.query(`UPDATE inquiries SET ${sql} WHERE id = $1 RETURNING id`, params)).length === 1;
  }
  return {
    async find(email) {
      await gate.ready();
      const inquiries = await db.query<RetainedInquiry>(
        `SELECT ${INQUIRY_COLUMNS} FROM inquiries WHERE lower(email) = lower($1) ORDER BY created_at, id`,
        [email],
      );
      const notifications = await db.query<StoredNotification>(
        `SELECT ${NOTIFICATION_COLUMNS} FROM inquiry_notifications WHERE inquiry_id = ANY ($1::uuid[])
         ORDER BY created_at, channel`,
        [inquiries.map((inquiry) => inquiry.id)],
      );
      return {inquiries, notifications};
    },

    async preview(selection) {
      await gate.ready();
      return select(db, selection);
    },

    async remove(selection) {
      await gate.ready();
      return db.transaction(async (tx) => {
        // Counted and deleted in one transaction, so the audit line names exactly the rows that went.
        const doomed = await select(tx, selection);
        await tx.query('DELETE FROM inquiries WHERE id = ANY ($1::uuid[])', [doomed.inquiryIds]);
        // So that restoring a backup taken before this never brings them back (erasures.ts).
        const reason = 'olderThan' in selection ? 'retention' : 'request';
        await recordErasures(tx, reason, doomed.inquiryIds, 'email' in selection ? selection.email : undefined);
        return doomed;
      });
    },

    cutoff(now, retentionDays) {
      return new Date(now.getTime() - retentionDays * DAY_MS);
    },

    touch: (id, now) => update('last_contact_at = $2', [id, now]),
    hold: (id, held) => update('held = $2', [id, held]),
  };
}

/**
 * The audit record of a deletion (auditLog.ts): what was done, how many rows and which inquiry ids, never a
 * name, an address or a message, so the record can be kept longer than the data.
 */
export function deletionRecord(action: string, deletion: Deletion): string {
  const {inquiryIds, notifications} = deletion;
  return (
    `${action}: deleted ${inquiryIds.length} ${inquiryIds.length === 1 ? 'inquiry' : 'inquiries'} ` +
    `and ${notifications} notification ${notifications === 1 ? 'row' : 'rows'}` +
    (inquiryIds.length > 0 ? `: ${inquiryIds.join(' ')}` : '')
  );
}
