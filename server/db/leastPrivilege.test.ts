import {randomBytes, randomUUID} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {TEST_DATABASE_URL} from '../../tests/server/databases';
import {REPO_ROOT} from '../../tests/server/inquiries';
import {CAN_MANAGE_CLUSTERS, createCluster, type Cluster} from '../../tests/server/pgCluster';
import {startServer} from '../../tests/server/serverProcess';
import {createInquiryStore} from '../inquiries/store';
import type {Database} from './database';
import {loadMigrations, migrate, migrationGate} from './migrate';
import {openPostgres} from './postgres';

const AVAILABLE = TEST_DATABASE_URL !== undefined && CAN_MANAGE_CLUSTERS;
const title = AVAILABLE
  ? 'PostgreSQL with least privilege: a user that only owns its database'
  : 'PostgreSQL with least privilege (SKIPPED: needs TEST_DATABASE_URL, root and TEST_PG_CLUSTER_VERSION from scripts/ci-postgres.sh)';

/** The SQL block MAINTAINING.md gives for a database migrated before the `anon` role existed. */
function documentedAnonGrants(): string {
  const guide = readFileSync(path.join(REPO_ROOT, 'MAINTAINING.md'), 'utf8');
  const block = [...guide.matchAll(/```sql\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((sql) => sql.includes('CREATE POLICY inquiries_anon_insert'));
  expect(block, 'MAINTAINING.md has the anon grants').toBeDefined();
  return block!.replace(/^\s+/gm, '');
}

// A cluster of its own: the shared one has an `anon` role (scripts/ci-postgres.sh makes the test role a
// member of it), and roles belong to the whole cluster.
describe.skipIf(!AVAILABLE)(title, () => {
  let cluster: Cluster;
  const opened: Database[] = [];
  beforeAll(async () => {
    cluster = await createCluster();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    cluster?.drop();
  });

  /** A fresh database owned by a fresh role with no other privilege; its URL. */
  function databaseOwnedBy(role: string, database: string): string {
    const password = randomBytes(12).toString('hex');
    cluster.admin(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB PASSWORD '${password}'`);
    cluster.admin(`CREATE DATABASE ${database} OWNER ${role}`);
    return `postgres://${role}:${password}@127.0.0.1:${cluster.port}/${database}`;
  }

  function open(url: string): Database {
    const db = openPostgres(url, {max: 2});
    opened.push(db);
    return db;
  }

  async function anonPrivileges(db: Database) {
    const [row] = await db.query(
      `SELECT has_column_privilege('anon', 'inquiries', 'message', 'INSERT') AS "insertMessage",
              has_column_privilege('anon', 'inquiries', 'held', 'INSERT') AS "insertHeld",
              has_table_privilege('anon', 'inquiries', 'SELECT') AS "select",
              has_table_privilege('anon', 'inquiry_notifications', 'SELECT') AS "selectNotifications",
              (SELECT count(*)::int FROM pg_policies WHERE tablename = 'inquiries') AS policies`,
    );
    return row;
  }

  let plainUrl: string;

  it('migrates, then stores and reads an inquiry, with no anon role and no CREATEROLE', async () => {
    plainUrl = databaseOwnedBy('site_owner', 'site');
    const db = open(plainUrl);
    expect(await db.query('SELECT rolcreaterole, rolsuper FROM pg_roles WHERE rolname = current_user')).toEqual([
      {rolcreaterole: false, rolsuper: false},
    ]);
    expect(await db.query(`SELECT 1 FROM pg_roles WHERE rolname = 'anon'`)).toEqual([]);

    const gate = migrationGate(db);
    await gate.ready();
    const [schema] = await db.query<{version: number}>('SELECT max(version) AS version FROM schema_migrations');
    expect(Number(schema!.version)).toBe(loadMigrations().length);

    const store = createInquiryStore(db, gate, {notify: ['email']});
    const stored = await store.add({
      id: randomUUID(),
      createdAt: new Date(),
      locale: 'ja',
      subject: 'consult-mvp',
      name: '山田 太郎',
      email: 'taro@example.jp',
      message: '最小権限のデータベースから',
      idempotencyKey: randomUUID(),
    });
    expect(stored.created).toBe(true);
    expect(await store.list()).toEqual([
      expect.objectContaining({id: stored.id, email: 'taro@example.jp', message: '最小権限のデータベースから'}),
    ]);
    expect(await db.query('SELECT channel FROM inquiry_notifications WHERE inquiry_id = $1', [stored.id])).toEqual([
      {channel: 'email'},
    ]);
  });

  it('grants a Supabase-style anon role its insert and nothing more, at migration or by the documented step', async () => {
    cluster.admin('CREATE ROLE anon NOLOGIN');
    const expected = {insertMessage: true, insertHeld: false, select: false, selectNotifications: false, policies: 1};

    // Created before the first start: the migrations grant it.
    const hosted = open(databaseOwnedBy('hosted_owner', 'hosted'));
    await migrate(hosted);
    expect(await anonPrivileges(hosted)).toEqual(expected);

    // Created after the database was migrated: MAINTAINING.md's statements, run by the administrator.
    const plain = open(plainUrl);
    expect(await anonPrivileges(plain)).toMatchObject({insertMessage: false, policies: 0});
    for (const statement of documentedAnonGrants()
      .split(';')
      .map((sql) => sql.trim())) {
      if (statement) {
        cluster.admin(statement, 'site');
      }
    }
    expect(await anonPrivileges(plain)).toEqual(expected);
  });

  it('stops the server with one line naming the missing privilege and the fix', async () => {
    databaseOwnedBy('other_owner', 'not_ours');
    const password = randomBytes(12).toString('hex');
    cluster.admin(`CREATE ROLE visitor LOGIN PASSWORD '${password}'`);
    const server = await startServer(
      {DATABASE_URL: `postgres://visitor:${password}@127.0.0.1:${cluster.port}/not_ours`},
      undefined,
      {waitUntilServing: false},
    );
    expect(await server.exitCode).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual([
      'The server could not start: the database user visitor needs CREATE on schema public to create the tables ' +
        '(PostgreSQL: permission denied for schema public). Fix: as an administrator, make it the owner of the ' +
        'database (ALTER DATABASE not_ours OWNER TO visitor), or GRANT USAGE, CREATE ON SCHEMA public TO visitor; ' +
        'see MAINTAINING.md section 6, "Our server, with PostgreSQL"',
    ]);
  }, 60_000);

  it('names CONNECT when the user may not even connect to the database', async () => {
    databaseOwnedBy('closed_owner', 'closed');
    cluster.admin('REVOKE CONNECT ON DATABASE closed FROM PUBLIC');
    const password = randomBytes(12).toString('hex');
    cluster.admin(`CREATE ROLE outsider LOGIN PASSWORD '${password}'`);
    const db = open(`postgres://outsider:${password}@127.0.0.1:${cluster.port}/closed`);
    await expect(migrate(db)).rejects.toThrow(
      /^the database user needs CONNECT on database "closed" \(PostgreSQL: permission denied for database "closed"\)\. Fix: as an administrator, GRANT CONNECT ON DATABASE "closed" TO <user>;/,
    );
  });
});
