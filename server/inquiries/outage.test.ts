import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {inquiry, testApp, type TestApp} from '../../tests/server/inquiries';
import {CAN_MANAGE_CLUSTERS, createCluster, type Cluster} from '../../tests/server/pgCluster';
import type {Database} from '../db/database';
import {openPostgres} from '../db/postgres';
import {UNAVAILABLE_MESSAGE} from './routes';

const title = CAN_MANAGE_CLUSTERS
  ? 'PostgreSQL outage: inquiries and readiness'
  : 'PostgreSQL outage (SKIPPED: needs root and TEST_PG_CLUSTER_VERSION from scripts/ci-postgres.sh)';

describe.skipIf(!CAN_MANAGE_CLUSTERS)(title, () => {
  let cluster: Cluster;
  let db: Database;
  let t: TestApp;
  const acknowledged: string[] = [];

  beforeAll(async () => {
    cluster = await createCluster();
    db = openPostgres(cluster.url, {max: 2});
    // The database is down before the first inquiry: nothing has migrated it yet either.
    cluster.stop();
    t = await testApp(db, {migrateFirst: false});
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    cluster?.drop();
  });

  async function submit(): Promise<Response> {
    const res = await t.post(inquiry());
    if (res.status === 201) {
      acknowledged.push(((await res.clone().json()) as {id: string}).id);
    }
    return res;
  }

  async function expectUnavailable() {
    const res = await submit();
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({error: {code: 'unavailable', message: UNAVAILABLE_MESSAGE}});
    expect((await t.app.request('/')).status).toBe(200);
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({status: 'not_ready', reasons: ['database: unreachable']});
    // Liveness is the process, not its database: a restart would not bring PostgreSQL back.
    expect((await t.app.request('/healthz')).status).toBe(200);
  }

  /** Polls /readyz as a load balancer would: the driver may wait out a reconnect delay first. */
  async function expectReady() {
    const deadline = Date.now() + 30_000;
    let ready = await t.app.request('/readyz');
    while (ready.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ready = await t.app.request('/readyz');
    }
    expect(await ready.json()).toMatchObject({status: 'ready', database: {kind: 'postgres', migrated: true}});
    expect(ready.status).toBe(200);
  }

  it('answers 503 while the server has never been reachable, and the site still serves', async () => {
    await expectUnavailable();
  });

  it('migrates and stores on the first inquiry once the server is up', async () => {
    cluster.start();
    await expectReady();
    expect((await submit()).status).toBe(201);
    for (let i = 0; i < 5; i++) {
      expect((await submit()).status).toBe(201);
    }
  });

  it('answers 503 when the server stops, and stores again as soon as it is back, without a restart', async () => {
    cluster.stop();
    for (let i = 0; i < 3; i++) {
      await expectUnavailable();
    }
    cluster.start();
    await expectReady();
    expect((await submit()).status).toBe(201);
  });

  it('lost no acknowledged inquiry', async () => {
    const rows = await db.query<{id: string}>('SELECT id FROM inquiries');
    expect(rows.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    expect(acknowledged).toHaveLength(7);
  });
});
