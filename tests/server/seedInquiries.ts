import type {Queryable} from '../../server/db/database';

export interface SeedOptions {
  /** The first inquiry's time; each next one a minute later. */
  from?: string;
  /** Length of each message, in characters (Japanese, with quotes, commas, line breaks and a formula). */
  messageChars?: number;
  /** Notification rows per inquiry, one per channel, some delivered and some failed. */
  channels?: string[];
}

/**
 * `n` inquiries with their notification rows in one statement: fast enough to fill a database with
 * thousands for the export, backup and retention tests and the bench. Every row is distinct and valid.
 */
export async function seedInquiries(db: Queryable, n: number, options: SeedOptions = {}): Promise<void> {
  const {from = '2025-01-01T00:00:00Z', messageChars = 200, channels = ['email', 'webhook']} = options;
  await db.query(
    `WITH added AS (
       INSERT INTO inquiries (id, created_at, locale, subject, name, email, company, message, idempotency_key)
       SELECT gen_random_uuid(), $1::timestamptz + g * interval '1 minute',
              CASE WHEN g % 3 = 0 THEN 'en' ELSE 'ja' END, 'consult-mvp', '山田 太郎 ' || g,
              'person' || g || '@example.jp', CASE WHEN g % 2 = 0 THEN '株式会社サンプル' ELSE '' END,
              left(g || ': MVP の開発について相談したいです。"見積", 期間, 体制' || E'\\n' ||
                   repeat('=SUM(A1) 要件の整理から始めたいと考えています。', $3::int / 20 + 1), $3::int),
              gen_random_uuid()
       FROM generate_series(1, $2::int) g
       RETURNING id, created_at
     )
     INSERT INTO inquiry_notifications (inquiry_id, channel, status, attempts, next_attempt_at, last_error, created_at,
                                        delivered_at)
     SELECT id, channel, CASE WHEN channel = 'email' THEN 'delivered' ELSE 'failed' END, 1, created_at,
            CASE WHEN channel = 'email' THEN NULL ELSE 'webhook: HTTP 410' END, created_at,
            CASE WHEN channel = 'email' THEN created_at + interval '2 seconds' END
     FROM added, unnest($4::text[]) AS channel`,
    [from, n, messageChars, channels],
  );
}

/** Every row of both tables in a fixed order, for comparing a database before and after. */
export async function allRows(db: Queryable): Promise<{inquiries: unknown[]; notifications: unknown[]}> {
  return {
    inquiries: await db.query('SELECT * FROM inquiries ORDER BY id'),
    notifications: await db.query('SELECT * FROM inquiry_notifications ORDER BY id'),
  };
}
