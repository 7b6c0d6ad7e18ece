import type {Database} from '../db/database';
import type {MigrationGate} from '../db/migrate';
import {INQUIRY_FIELDS, type OptionalFieldKey} from '../../common/inquiries/fields';
import type {Inquiry} from '../../common/inquiries/schema';
import {FIELD_COLUMNS, storedColumns} from './columns';
import type {StoredInquiry} from './inquiry';

/** A validated inquiry as it is stored. */
export type NewInquiry = Omit<Inquiry, 'website' | OptionalFieldKey> &
  Partial<Pick<Inquiry, OptionalFieldKey>> & {
    id: string;
    createdAt: Date;
  };

export interface InquiryStore {
  /**
   * Stores a new inquiry. When its idempotency key is already stored nothing new is stored and the id of
   * the first inquiry comes back with `created: false`.
   */
  add(inquiry: NewInquiry): Promise<{id: string; created: boolean}>;
  /** Inquiries in the order they arrived, optionally only those since a time. */
  list(filter?: {since?: Date}): Promise<StoredInquiry[]>;
}

const COLUMNS = `id, ${storedColumns()}`;
const INSERT_COLUMNS = ['id', 'created_at', 'locale', ...FIELD_COLUMNS, 'idempotency_key'];
// $1 … $n for the row, then the channels to notify.
const VALUES = INSERT_COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
const CHANNELS = `$${INSERT_COLUMNS.length + 1}`;

/**
 * What storing an inquiry needs from the notifications, and all it knows of them. Each new inquiry is stored
 * together with a notification per channel to tell, in one statement (the outbox table of migration 0002),
 * and the delivery worker is woken. notifications/ depends on inquiries/ (it reads and formats the inquiries
 * it delivers), never the reverse: index.ts hands its channels' names and its worker's wake-up in here.
 */
export interface InquiryStoreOptions {
  /** The channels to queue a notification for (notifications/channel.ts names them); none: nothing is queued. */
  notify?: readonly string[];
  /** Called after a new inquiry queued notifications, to wake the delivery worker. */
  onQueued?: () => void;
}

/** The inquiry store on either database; every use first waits for the schema to be migrated. */
export function createInquiryStore(
  db: Database,
  gate: MigrationGate,
  {notify = [], onQueued = () => {}}: InquiryStoreOptions = {},
): InquiryStore {
  return {
    async add(inquiry) {
      await gate.ready();
      // One statement, so one transaction: the inquiry and its notifications are stored together or not at
      // all, and a repeated idempotency key inserts neither.
      const inserted = await db.query<{id: string}>(
        `WITH inserted AS (
           INSERT INTO inquiries (${INSERT_COLUMNS.join(', ')})
           VALUES (${VALUES})
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING id, created_at
         ), queued AS (
           INSERT INTO inquiry_notifications (inquiry_id, channel, next_attempt_at, created_at)
           SELECT inserted.id, channel, inserted.created_at, inserted.created_at
           FROM inserted, unnest(${CHANNELS}::text[]) AS channel
         )
         SELECT id FROM inserted`,
        [
          inquiry.id,
          inquiry.createdAt,
          inquiry.locale,
          ...INQUIRY_FIELDS.map(({key}) => inquiry[key] ?? ''),
          inquiry.idempotencyKey,
          notify,
        ],
      );
      if (inserted[0]) {
        if (notify.length > 0) {
          onQueued();
        }
        return {id: inserted[0].id, created: true};
      }
      // The conflicting row is committed (ON CONFLICT waited for it), so this statement's snapshot sees it.
      const existing = await db.query<{id: string}>('SELECT id FROM inquiries WHERE idempotency_key = $1', [
        inquiry.idempotencyKey,
      ]);
      if (!existing[0]) {
        throw new Error('Idempotency key conflicted but no row holds it');
      }
      return {id: existing[0].id, created: false};
    },

    async list(filter = {}) {
      await gate.ready();
      return filter.since
        ? db.query<StoredInquiry>(`SELECT ${COLUMNS} FROM inquiries WHERE created_at >= $1 ORDER BY created_at, id`, [
            filter.since,
          ])
        : db.query<StoredInquiry>(`SELECT ${COLUMNS} FROM inquiries ORDER BY created_at, id`);
    },
  };
}
