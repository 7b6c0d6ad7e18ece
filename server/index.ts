import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {serve} from '@hono/node-server';
import {createApp} from './app';
import {startBackups} from './db/backupSchedule';
import {databaseHealth} from './db/health';
import {migrationGate} from './db/migrate';
import {openDatabase} from './db/open';
import {DEFAULT_POOL_SIZE} from './db/postgres';
import {isUnavailable} from './db/unavailable';
import {parseEnv} from './env';
import {describeProxyTrust} from './http/proxyTrust';
import {admittedStore, createAdmissionQueue, DEFAULT_ADMISSION} from './http/admission';
import {createRateLimiter} from './http/rateLimiter';
import {createPersonalData} from './inquiries/personalData';
import {startRetention} from './inquiries/retention';
import {createSharedRateLimiter} from './http/sharedRateLimiter';
import {createInquiryStore} from './inquiries/store';
import {createLogger, type Logger} from './log';
import {channelsFromEnv} from './notifications/configure';
import {createOutbox} from './notifications/outbox';
import {startDeliveryWorker, type DeliveryWorker} from './notifications/worker';
import {createLiveSite} from './site/liveSite';

/** Starts the production server: the only place with side effects. Exits with status 1 when it cannot. */
export function start(): void {
  run().catch((error: unknown) => {
    console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

async function run(): Promise<void> {
  const env = parseEnv();
  const log: Logger = createLogger({format: env.LOG_FORMAT, level: env.LOG_LEVEL});
  const db = await openDatabase(env);
  log.info(`Database: ${db.description}`);
  const gate = migrationGate(db, (applied) => {
    log.info(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: schema up to date');
  });
  try {
    await gate.ready();
  } catch (error) {
    // A PostgreSQL server that is down must not keep the site down: serve, and migrate on first use.
    if (!(db.kind === 'postgres' && isUnavailable(error))) {
      await db.close();
      throw error;
    }
    log.warn(`Database unreachable (${(error as Error).message}); the inquiry API answers 503 until it is back`);
  }
  log.info(
    env.RATE_LIMIT_PER_MINUTE > 0
      ? `Rate limit: ${env.RATE_LIMIT_PER_MINUTE} inquiries per minute per client address (${describeProxyTrust(env.TRUST_PROXY)})`
      : 'Rate limit: off',
  );

  const clock = Date.now;
  const channels = channelsFromEnv(env);
  let worker: DeliveryWorker | undefined;
  if (channels.length === 0) {
    log.info('Notifications: none configured (SMTP_URL or INQUIRY_WEBHOOK_URL); inquiries are stored, nobody is told');
  } else {
    log.info(`Notifications: ${channels.map((channel) => channel.description).join('; ')}`);
    worker = startDeliveryWorker({outbox: createOutbox(db, gate), channels, clock, log});
  }
  // Inquiries reach the database one at a time with PGlite (it runs one statement at a time anyway) or as
  // many as the pool has connections, first come first served, with a bounded queue (admission.ts).
  const admission = createAdmissionQueue({
    ...DEFAULT_ADMISSION,
    concurrency: db.kind === 'pglite' ? 1 : DEFAULT_POOL_SIZE,
  });
  const store = admittedStore(
    createInquiryStore(db, gate, {
      notify: channels.map((channel) => channel.name),
      onQueued: () => worker?.wake(),
    }),
    admission,
  );
  const stopRetention = startRetention({
    data: createPersonalData(db, gate),
    retentionDays: env.INQUIRY_RETENTION_DAYS,
    clock,
    log,
  });
  const stopBackups = startBackups({
    db,
    dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000,
    keep: env.BACKUP_KEEP,
    clock,
    log,
  });

  // BUILD_DIR may be a link that `npm run deploy` and `npm run rollback` switch: it is checked every second,
  // and at once on SIGHUP.
  const site = createLiveSite({buildDir: path.resolve(env.BUILD_DIR), log});
  const stopWatching = site.watch();
  const current = site.current();
  log.info(`Build: ${current.info?.id ?? '(no build info)'} from ${current.dir}`, {
    previousReleases: site.previous().length,
  });
  process.on('SIGHUP', () => site.refresh());

  const app = createApp({
    site,
    log,
    database: databaseHealth(db, gate, clock),
    inquiries: {
      store,
      // Several instances may share a PostgreSQL server: they then share the limit through it too.
      limiter:
        db.kind === 'postgres' && env.RATE_LIMIT_PER_MINUTE > 0
          ? createSharedRateLimiter({db, gate, perMinute: env.RATE_LIMIT_PER_MINUTE, clock})
          : createRateLimiter({perMinute: env.RATE_LIMIT_PER_MINUTE, clock}),
      clock,
      newId: randomUUID,
      trustProxy: env.TRUST_PROXY,
      siteOrigin: new URL(env.SITE_URL).origin,
      log,
    },
  });
  const server = serve({fetch: app.fetch, port: env.PORT, hostname: env.HOST}, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    log.info(`Serving the site at http://${host}:${info.port}`);
  });

  const shutdown = (signal: string) => {
    log.info(`${signal} received, closing the server`);
    stopWatching();
    stopRetention();
    server.close(() => {
      void Promise.all([worker?.stop(), stopBackups()])
        .then(() => db.close())
        .finally(() => process.exit(0));
    });
    // Idle keep-alive connections would otherwise hold close() open until they time out.
    if ('closeIdleConnections' in server) {
      server.closeIdleConnections();
    }
    // A delivery or a busy connection must not hang a deploy either.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
