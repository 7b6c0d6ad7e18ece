import {execFileSync} from 'node:child_process';
import {randomBytes} from 'node:crypto';
import {freePort} from './serverProcess';

/** The major version scripts/ci-postgres.sh found; the cluster tools need root. */
export const CLUSTER_VERSION = process.env.TEST_PG_CLUSTER_VERSION || undefined;
export const CAN_MANAGE_CLUSTERS = CLUSTER_VERSION !== undefined && process.getuid?.() === 0;

export interface Cluster {
  url: string;
  port: number;
  /** Runs one SQL statement as the cluster's superuser (in `database`, by default postgres). */
  admin(sql: string, database?: string): void;
  stop(): void;
  start(): void;
  drop(): void;
}

function run(command: string, args: string[]): void {
  execFileSync(command, args, {stdio: ['ignore', 'ignore', 'pipe']});
}

/**
 * A PostgreSQL cluster of its own (pg_createcluster), so a test can stop and start a server without
 * pulling it from under the suites that run beside it on the shared one, or have roles (which belong to a
 * whole cluster) exactly as it wants them.
 */
export async function createCluster(): Promise<Cluster> {
  const version = CLUSTER_VERSION!;
  const name = `website_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  run('pg_createcluster', ['--port', String(port), version, name]);
  const cluster: Cluster = {
    url: `postgres://outage:${password}@127.0.0.1:${port}/outage`,
    port,
    admin: (sql, database = 'postgres') =>
      run('runuser', [
        '-u',
        'postgres',
        '--',
        'psql',
        '-X',
        '-q',
        '-v',
        'ON_ERROR_STOP=1',
        '-p',
        String(port),
        '-d',
        database,
        '-c',
        sql,
      ]),
    stop: () => run('pg_ctlcluster', [version, name, 'stop', '--mode', 'fast']),
    start: () => run('pg_ctlcluster', [version, name, 'start']),
    drop: () => run('pg_dropcluster', ['--stop', version, name]),
  };
  try {
    cluster.start();
    cluster.admin(`CREATE ROLE outage LOGIN CREATEROLE PASSWORD '${password}'`);
    cluster.admin('CREATE DATABASE outage OWNER outage');
  } catch (error) {
    cluster.drop();
    throw error;
  }
  return cluster;
}
