import type {Queryable} from './database';

/** PostgreSQL's SQLSTATE for "insufficient_privilege". */
const INSUFFICIENT_PRIVILEGE = '42501';

/** The database user lacks a privilege; the message names it and the fix. */
export class MissingPrivilegeError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, {cause});
    this.name = 'MissingPrivilegeError';
  }
}

interface Who {
  user: string | null;
  database: string | null;
}

const FIX_GUIDE = 'MAINTAINING.md section 6, "Our server, with PostgreSQL"';

function describe(message: string, {user, database}: Who): string {
  const named = user ? `the database user ${user}` : 'the database user';
  const role = user ?? '<user>';
  const db = database ?? '<database>';
  const ownDatabase = `as an administrator, make it the owner of the database (ALTER DATABASE ${db} OWNER TO ${role})`;
  let match: RegExpExecArray | null;
  if ((match = /permission denied for schema (\S+)/.exec(message))) {
    const schema = match[1]!;
    return (
      `${named} needs CREATE on schema ${schema} to create the tables (PostgreSQL: ${message}). Fix: ` +
      `${ownDatabase}, or GRANT USAGE, CREATE ON SCHEMA ${schema} TO ${role}; see ${FIX_GUIDE}`
    );
  }
  if ((match = /permission denied for database (\S+)/.exec(message))) {
    const name = match[1]!;
    return `${named} needs CONNECT on database ${name} (PostgreSQL: ${message}). Fix: as an administrator, GRANT CONNECT ON DATABASE ${name} TO ${role}; see ${FIX_GUIDE}`;
  }
  if (/permission denied to create role/.test(message)) {
    return (
      `${named} needs CREATEROLE to create a role (PostgreSQL: ${message}). Fix: the server does not need one; ` +
      `as an administrator, create the role once (see ${FIX_GUIDE})`
    );
  }
  if ((match = /must be owner of \w+ (\S+)/.exec(message))) {
    const object = match[1]!;
    return (
      `${named} must own ${object}, which the migrations change (PostgreSQL: ${message}). Fix: run the server as ` +
      `the user that created the tables, or ${ownDatabase} and of its tables; see ${FIX_GUIDE}`
    );
  }
  return `${named} lacks a privilege the server needs (PostgreSQL: ${message}). Fix: run the server as the owner of the database; see ${FIX_GUIDE}`;
}

/**
 * A missing privilege as an error that names the privilege and the fix; any other error as it is. The user
 * and database are asked for on a connection of their own, since the failed transaction is gone.
 */
export async function explainPrivilegeError(db: Queryable, error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || (error as {code?: unknown}).code !== INSUFFICIENT_PRIVILEGE) {
    return error;
  }
  let who: Who = {user: null, database: null};
  try {
    const [row] = await db.query<{user: string; database: string}>(
      'SELECT current_user AS "user", current_database() AS "database"',
    );
    who = row ?? who;
  } catch {
    // Not even a connection (no CONNECT privilege): the message names the database.
  }
  return new MissingPrivilegeError(describe(error.message, who), error);
}
