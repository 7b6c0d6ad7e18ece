import type {Queryable} from '../db/database';

/**
 * The erasure log (migration 0005): what was deleted on request or purged, so that a restore of an older
 * backup removes it again. It holds inquiry ids and keyed hashes of addresses, never an address itself.
 */
export type ErasureReason = 'request' | 'retention';

/** One entry: an inquiry by id, or every inquiry of an address received up to `erasedAt`. */
export interface Erasure {
  reason: ErasureReason;
  inquiryId: string | null;
  addressHash: string | null;
  erasedAt: Date;
}

/** A database's erasure log and the key of its address hashes (hex), as a restore carries it over. */
export interface ErasureLog {
  key: string;
  erasures: Erasure[];
}

/** The inquiry fields an erasure is matched on. */
export interface ErasableInquiry {
  id: string;
  email: string;
  created_at: Date | string;
}

/** SQL for the keyed hash of an address: SHA-256 of the key and the address in lower case (any case matches). */
function addressHash(key: string, email: string): string {
  return `encode(sha256(${key} || convert_to(lower(${email}), 'UTF8')), 'hex')`;
}

/**
 * Records, inside the deleting transaction, that `inquiryIds` were erased and, for a request by address,
 * that the address was: its inquiries received until now go again when a backup brings them back.
 */
export async function recordErasures(
  tx: Queryable,
  reason: ErasureReason,
  inquiryIds: string[],
  email?: string,
): Promise<void> {
  if (inquiryIds.length > 0) {
    await tx.query('INSERT INTO erasures (reason, inquiry_id) SELECT $1::text, unnest($2::uuid[])', [
      reason,
      inquiryIds,
    ]);
  }
  if (email !== undefined) {
    await tx.query(
      `INSERT INTO erasures (reason, address_hash) SELECT $1::text, ${addressHash('k.key', '$2::text')} FROM erasure_key k`,
      [reason, email],
    );
  }
}

export async function readErasureLog(db: Queryable): Promise<ErasureLog> {
  const [row] = await db.query<{key: string}>(`SELECT encode(key, 'hex') AS key FROM erasure_key`);
  const erasures = await db.query<Erasure>(
    `SELECT reason, inquiry_id AS "inquiryId", address_hash AS "addressHash", erased_at AS "erasedAt" FROM erasures ORDER BY id`,
  );
  return {key: row!.key, erasures};
}

/**
 * The ids among `inquiries` (rows given as JSON; default: the database's own table) that `log` erased. Run
 * on any database: the hashing is SQL, so it matches exactly what `recordErasures` wrote.
 */
export async function erasedAmong(db: Queryable, log: ErasureLog, inquiries?: ErasableInquiry[]): Promise<string[]> {
  if (log.erasures.length === 0) {
    return [];
  }
  const source = inquiries
    ? `json_to_recordset($3::text::json) AS i(id uuid, email text, created_at timestamptz)`
    : 'inquiries i';
  const rows = await db.query<{id: string}>(
    `WITH e AS (
       SELECT * FROM json_to_recordset($1::text::json) AS e("inquiryId" uuid, "addressHash" text, "erasedAt" timestamptz)
     )
     SELECT i.id FROM ${source} WHERE i.id IN (SELECT "inquiryId" FROM e WHERE "inquiryId" IS NOT NULL)
     UNION
     SELECT i.id FROM ${source}
       JOIN e ON e."addressHash" = ${addressHash(`decode($2::text, 'hex')`, 'i.email')} AND i.created_at <= e."erasedAt"
     ORDER BY 1`,
    [JSON.stringify(log.erasures), log.key, ...(inquiries ? [JSON.stringify(inquiries)] : [])],
  );
  return rows.map((row) => row.id);
}

/** Makes `log` the erasure log of a restored database, key included: the log it replaces is older. */
export async function replaceErasureLog(tx: Queryable, log: ErasureLog): Promise<void> {
  await tx.query('DELETE FROM erasures');
  await tx.query(
    `INSERT INTO erasures (erased_at, reason, inquiry_id, address_hash)
     SELECT e."erasedAt", e.reason, e."inquiryId", e."addressHash"
     FROM json_to_recordset($1::text::json) AS e("erasedAt" timestamptz, reason text, "inquiryId" uuid, "addressHash" text)`,
    [JSON.stringify(log.erasures)],
  );
  await tx.query(`UPDATE erasure_key SET key = decode($1::text, 'hex')`, [log.key]);
}
