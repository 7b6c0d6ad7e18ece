import type {Database} from '../db/database';
import type {MigrationGate} from '../db/migrate';
import type {Inquiry} from '../../src/inquiries/schema';

/** A validated inquiry as it is stored. */
export type NewInquiry = Pick<
  Inquiry,
  'locale' | 'subject' | 'name' | 'email' | 'company' | 'message' | 'idempotencyKey'
> & {
  id: string;
  createdAt: Date;
};

export interface StoredInquiry {
  id: string;
  createdAt: Date;
  locale: string;
  subject: string;
  name: string;
  email: string;
  company: string;
  message: string;
}

export interface InquiryStore {
  /**
   * Stores a new inquiry. When its idempotency key is already stored nothing new is stored and the id of
   * the first inquiry comes back with `created: false`.
   */
  add(inquiry: NewInquiry): Promise<{id: string; created: boolean}>;
  /** Inquiries in the order they arrived, optionally only those since a time. */
  list(filter?: {since?: Date}): Promise<StoredInquiry[]>;
}

const COLUMNS = `id, created_at AS "createdAt", locale, subject, name, email, company, message`;

/** The inquiry store on either database; every use first waits for the schema to be migrated. */
export function createInquiryStore(db: Database, gate: MigrationGate): InquiryStore {
  return {
    async add(inquiry) {
      await gate.ready();
      const inserted = await db.query<{id: string}>(
        `INSERT INTO inquiries (id, created_at, locale, subject, name, email, company, message, idempotency_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING id`,
        [
          inquiry.id,
          inquiry.createdAt,
          inquiry.locale,
          inquiry.subject,
          inquiry.name,
          inquiry.email,
          inquiry.company,
          inquiry.message,
          inquiry.idempotencyKey,
        ],
      );
      if (inserted[0]) {
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
