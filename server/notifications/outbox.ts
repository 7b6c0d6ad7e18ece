import type {Database} from '../db/database';
import type {MigrationGate} from '../db/migrate';
import {storedColumns} from '../inquiries/columns';
import type {ChannelName, InquiryNotice} from './channel';

/** A notification a worker has claimed: its row and the inquiry it is about. */
export interface ClaimedNotification {
  id: string;
  channel: ChannelName;
  /** Tries so far, this one included. */
  attempts: number;
  queuedAt: Date;
  inquiry: InquiryNotice;
}

/** An outbox row as `npm run inquiries -- outbox` lists it. */
export interface OutboxEntry {
  id: string;
  inquiryId: string;
  channel: ChannelName;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
}

export interface Outbox {
  /**
   * Takes up to `limit` due notifications of the given channels and pushes their next attempt to
   * `leaseUntil`, so no other worker takes them meanwhile (SKIP LOCKED: concurrent claims never wait for
   * or collide with each other).
   */
  claim(options: {now: Date; leaseUntil: Date; limit: number; channels: ChannelName[]}): Promise<ClaimedNotification[]>;
  delivered(id: string, at: Date): Promise<void>;
  /** Records a failed try: retried at `retryAt`, or marked failed when it is null. */
  failed(id: string, error: string, retryAt: Date | null): Promise<void>;
  /** When the next pending notification of these channels falls due; null when none is pending. */
  nextDue(channels: ChannelName[]): Promise<Date | null>;
  /** Pending and failed notifications, oldest first. */
  undelivered(): Promise<OutboxEntry[]>;
  /** Makes a notification (or every undelivered one of an inquiry) due at `now`; how many it changed. */
  retryNow(id: string, now: Date): Promise<number>;
}

/** A claimed notification with its inquiry's columns beside it (the inquiry's id as `inquiryId`). */
type ClaimedRow = Omit<InquiryNotice, 'id'> & {
  id: string;
  channel: ChannelName;
  attempts: number;
  queuedAt: Date;
  inquiryId: string;
};

/** Longest last_error kept. */
const ERROR_MAX = 1000;

export function createOutbox(db: Database, gate: MigrationGate): Outbox {
  return {
    async claim({now, leaseUntil, limit, channels}) {
      await gate.ready();
      const rows = await db.query<ClaimedRow>(
        `WITH due AS (
           SELECT id FROM inquiry_notifications
           WHERE status = 'pending' AND next_attempt_at <= $1 AND channel = ANY ($4::text[])
           ORDER BY next_attempt_at
           LIMIT $3
           FOR UPDATE SKIP LOCKED
         ), claimed AS (
           UPDATE inquiry_notifications n
           SET attempts = n.attempts + 1, next_attempt_at = $2
           FROM due WHERE n.id = due.id
           RETURNING n.id, n.inquiry_id, n.channel, n.attempts, n.created_at
         )
         SELECT c.id, c.channel, c.attempts, c.created_at AS "queuedAt", i.id AS "inquiryId", ${storedColumns('i')}
         FROM claimed c JOIN inquiries i ON i.id = c.inquiry_id`,
        [now, leaseUntil, limit, channels],
      );
      return rows.map(({id, channel, attempts, queuedAt, inquiryId, ...inquiry}) => ({
        id,
        channel,
        attempts: Number(attempts),
        queuedAt,
        inquiry: {id: inquiryId, ...inquiry},
      }));
    },

    async delivered(id, at) {
      await db.query(
        `UPDATE inquiry_notifications SET status = 'delivered', delivered_at = $2, last_error = NULL WHERE id = $1`,
        [id, at],
      );
    },

    async failed(id, error, retryAt) {
      await db.query(
        `UPDATE inquiry_notifications
         SET status = CASE WHEN $3::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
             next_attempt_at = COALESCE($3::timestamptz, next_attempt_at),
             last_error = $2
         WHERE id = $1`,
        [id, error.slice(0, ERROR_MAX), retryAt],
      );
    },

    async nextDue(channels) {
      await gate.ready();
      const [row] = await db.query<{due: Date | null}>(
        `SELECT min(next_attempt_at) AS due FROM inquiry_notifications
         WHERE status = 'pending' AND channel = ANY ($1::text[])`,
        [channels],
      );
      return row?.due ?? null;
    },

    async undelivered() {
      await gate.ready();
      return db.query<OutboxEntry>(
        `SELECT id, inquiry_id AS "inquiryId", channel, status, attempts, next_attempt_at AS "nextAttemptAt",
                last_error AS "lastError", created_at AS "createdAt"
         FROM inquiry_notifications WHERE status <> 'delivered' ORDER BY created_at, channel`,
      );
    },

    async retryNow(id, now) {
      await gate.ready();
      const rows = await db.query<{id: string}>(
        `UPDATE inquiry_notifications SET status = 'pending', next_attempt_at = $2
         WHERE (id = $1 OR inquiry_id = $1) AND status <> 'delivered'
         RETURNING id`,
        [id, now],
      );
      return rows.length;
    },
  };
}
