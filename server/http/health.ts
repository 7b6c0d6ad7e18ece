import {Hono} from 'hono';
import type {DatabaseHealth, DatabaseStatus} from '../db/health';

/** The directory's path is in the server's log, not in this public answer. */
const NO_SITE_REASON = 'build: there is no site at BUILD_DIR (no index.html)';

/** A build as the health routes see it: whether it holds a site, and its build info, reported as it is. */
export interface ServedBuild {
  hasSite: boolean;
  info: {id: string} | null;
}

/** What the health routes read of the site being served (site/liveSite.ts's LiveSite is one). */
export interface ServedSite {
  current(): ServedBuild;
  /** The releases whose hashed files are still served, newest first. */
  previous(): readonly ServedBuild[];
}

export interface HealthDeps {
  site: ServedSite;
  /** The app's version (package.json). */
  version: string;
  /** Without it (a server that serves only the site), readiness looks at the build alone. */
  database?: DatabaseHealth;
  /** How long /readyz waits for the database. */
  databaseTimeoutMs?: number;
}

/** Load balancers and orchestrators poll these: never cached, never rate-limited, logged at debug only. */
export function healthRoutes({site, version, database, databaseTimeoutMs = 3000}: HealthDeps): Hono {
  const routes = new Hono();
  /** Liveness: the process answers. */
  routes.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    const {info} = site.current();
    return c.json({status: 'ok', version, build: info, uptimeSeconds: Math.round(process.uptime())});
  });

  /** Readiness: a site is loaded, the database answers and is migrated. */
  routes.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const reasons: string[] = [];
    const build = site.current();
    if (!build.hasSite) {
      reasons.push(NO_SITE_REASON);
    }
    let databaseStatus: (DatabaseStatus & {reachable: true}) | {reachable: false} | undefined;
    if (database) {
      try {
        databaseStatus = {reachable: true, ...(await database.check(databaseTimeoutMs))};
        if (!databaseStatus.migrated) {
          reasons.push('database: migrations are not applied');
        }
      } catch {
        // The driver's message can name hosts and users; the server's own log has it.
        databaseStatus = {reachable: false};
        reasons.push('database: unreachable');
      }
    }
    const ready = reasons.length === 0;
    return c.json(
      {
        status: ready ? 'ready' : 'not_ready',
        ...(ready ? {} : {reasons}),
        version,
        build: build.info,
        previousReleases: site.previous().map((release) => release.info?.id ?? null),
        ...(databaseStatus ? {database: databaseStatus} : {}),
      },
      ready ? 200 : 503,
    );
  });
  return routes;
}
