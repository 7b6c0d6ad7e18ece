import {randomUUID} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {backends, suiteDatabase} from '../../tests/server/databases';
import type {Database} from './database';

/** Runs `sql` as the anon role (Supabase's public key) in a transaction of its own; the error code, if any. */
async function asAnon(db: Database, sql: string, params: unknown[] = []): Promise<string | null> {
  try {
    await db.transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE anon');
      await tx.query(sql, params);
    });
    return null;
  } catch (error) {
    return (error as {code?: string}).code ?? String(error);
  }
}

const INSERT = `INSERT INTO inquiries (locale, subject, name, email, company, message, idempotency_key)
  VALUES ('en', 'other', 'Anon', 'anon@example.com', '', 'via the anon key', $1)`;
const INSUFFICIENT_PRIVILEGE = '42501';

for (const backend of backends) {
  describe.skipIf(!backend.available)(`row-level security for anon: ${backend.title}`, () => {
    const database = suiteDatabase(backend, {migrated: true});

    it('lets anon insert an inquiry', async () => {
      const key = randomUUID();
      expect(await asAnon(database.db, INSERT, [key])).toBeNull();
      const rows = await database.db.query('SELECT id FROM inquiries WHERE idempotency_key = $1', [key]);
      expect(rows).toHaveLength(1);
    });

    it.each([
      ['select', 'SELECT * FROM inquiries'],
      ['select a count', 'SELECT count(*) FROM inquiries'],
      ['update', `UPDATE inquiries SET message = 'changed'`],
      ['delete', 'DELETE FROM inquiries'],
      ['truncate', 'TRUNCATE inquiries'],
      [
        'choose the id',
        `INSERT INTO inquiries (id, locale, subject, name, email, message, idempotency_key)
        VALUES (gen_random_uuid(), 'en', 'other', 'A', 'a@example.com', 'm', gen_random_uuid())`,
      ],
      ['read the migrations table', 'SELECT * FROM schema_migrations'],
      [
        'put its inquiry on hold from retention',
        `INSERT INTO inquiries (locale, subject, name, email, message, idempotency_key, held)
        VALUES ('en', 'other', 'A', 'a@example.com', 'm', gen_random_uuid(), true)`,
      ],
      [
        'date its own last correspondence',
        `INSERT INTO inquiries (locale, subject, name, email, message, idempotency_key, last_contact_at)
        VALUES ('en', 'other', 'A', 'a@example.com', 'm', gen_random_uuid(), now() + interval '10 years')`,
      ],
    ])('refuses anon to %s', async (_what, sql) => {
      expect(await asAnon(database.db, sql)).toBe(INSUFFICIENT_PRIVILEGE);
    });

    it('keeps a duplicate idempotency key out for anon too', async () => {
      const key = randomUUID();
      expect(await asAnon(database.db, INSERT, [key])).toBeNull();
      expect(await asAnon(database.db, INSERT, [key])).toBe('23505');
    });

    it('bounds what anon can store with the table constraints', async () => {
      const long = `INSERT INTO inquiries (locale, subject, name, email, company, message, idempotency_key)
        VALUES ('en', 'other', 'A', 'a@example.com', '', repeat('x', 5001), gen_random_uuid())`;
      expect(await asAnon(database.db, long)).toBe('23514');
    });

    it('leaves the rows untouched after all of that', async () => {
      const rows = await database.db.query<{message: string}>('SELECT message FROM inquiries');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((row) => row.message === 'via the anon key')).toBe(true);
    });
  });
}
