import {randomUUID} from 'node:crypto';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {createAdaptorServer} from '@hono/node-server';
import {createApp} from './app';
import {startBackups} from './db/backupSchedule';
import {databaseHealth} from './db/health';
import {migrationGate} from './db/migrate';
import {openDatabase} from './db/open';
import {DEFAULT_POOL_SIZE} from './db/postgres';
import {isUnavailable} from './db/unavailable';
import {parseEnv, type Env} from './env';
import {describeEnvFile, type EnvFile} from './envFile';
import {createDrain} from './http/drain';
import {describeProxyTrust} from './settings/proxyTrust';
import {createAdmissionQueue, DEFAULT_ADMISSION} from './http/admission';
import {createRateLimiter} from './http/rateLimiter';
import {admittedStore} from './inquiries/admittedStore';
import {appendAudit, auditLogPath} from './inquiries/auditLog';
import {createPersonalData} from './inquiries/personalData';
import {startRetention} from './inquiries/retention';
import {createSharedRateLimiter} from './http/sharedRateLimiter';
import {createInquiryStore} from './inquiries/store';
import {createLogger, type Logger} from './log';
import {channelsFromEnv} from './notifications/configure';
import {createOutbox} from './notifications/outbox';
import {startDeliveryWorker, type DeliveryWorker} from './notifications/worker';
import {createLiveSite} from './site/liveSite';

/**
 * Starts the production server: the only place with side effects. Exits with status 1 when it cannot.
 * `envFile`: the settings file the entry point read into process.env (cli/prelude.ts).
 */
export function start(envFile: EnvFile): void {
  run(envFile).catch((error: unknown) => {
    console.error(`The server could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

/** After the grace period: time for connections to close, the worker and backups to stop and the database to close. */
const CLOSE_TIMEOUT_MS = 10_000;

/** Why the server could not listen, in words an operator can act on. */
function describeListenError(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `port ${port} on ${host} is already in use (another server, or this one still running); stop it or set PORT to a free port`;
    case 'EACCES':
      return `this user may not listen on port ${port} on ${host} (ports below 1024 need privileges); set PORT to 1024 or above, behind a proxy`;
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${host} is not an address of this machine; set HOST (0.0.0.0 for every address)`;
    default:
      return `could not listen on port ${port} on ${host}: ${error.message}`;
  }
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(new Error(describeListenError(error, port, host)));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

async function run(envFile: EnvFile): Promise<void> {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    throw new Error(`${(error as Error).message} (settings: ${describeEnvFile(envFile)})`);
  }
  const log: Logger = createLogger({format: env.LOG_FORMAT, level: env.LOG_LEVEL});
  log.info(`Settings: ${describeEnvFile(envFile)}`);
  // What start-up has opened or started, closed in reverse order when start-up fails or the server stops.
  const resources: {name: string; close: () => unknown}[] = [];
  const closeAll = async () => {
    for (const {name, close} of resources.splice(0).reverse()) {
      try {
        await close();
      } catch (error) {
        log.error(`could not close ${name}`, {error: (error as Error).message});
      }
    }
  };
  try {
    return await serveUntilSignal(env, log, resources, closeAll);
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function serveUntilSignal(
  env: Env,
  log: Logger,
  resources: {name: string; close: () => unknown}[],
  closeAll: () => Promise<void>,
): Promise<void> {
  const db = await openDatabase(env);
  resources.push({name: 'the database', close: () => db.close()});
  log.info(`Database: ${db.description}`);
  const gate = migrationGate(db, (applied) => {
    log.info(applied.length ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: schema up to date');
  });
  try {
    await gate.ready();
  } catch (error) {
    // A PostgreSQL server that is down must not keep the site down: serve, and migrate on first use.
    if (!(db.kind === 'postgres' && isUnavailable(error))) {
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
    const started = startDeliveryWorker({outbox: createOutbox(db, gate), channels, clock, log});
    worker = started;
    resources.push({name: 'the notification worker', close: () => started.stop()});
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
  resources.push({
    name: 'the retention purge',
    close: startRetention({
      data: createPersonalData(db, gate),
      retentionDays: env.INQUIRY_RETENTION_DAYS,
      clock,
      log,
      audit: (at, record) => appendAudit(auditLogPath(env), at, record),
    }),
  });
  resources.push({
    name: 'the backups',
    close: startBackups({
      db,
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000,
      keep: env.BACKUP_KEEP,
      clock,
      log,
    }),
  });

  // BUILD_DIR may be a link that `npm run deploy` and `npm run rollback` switch: it is checked every second,
  // and at once on SIGHUP.
  const site = createLiveSite({buildDir: path.resolve(env.BUILD_DIR), log});
  resources.push({name: 'the build watcher', close: site.watch()});
  const current = site.current();
  if (current.hasSite) {
    log.info(`Build: ${current.info?.id ?? '(no build info)'} from ${current.dir}`, {
      previousReleases: site.previous().length,
    });
  } else {
    log.warn(
      `No site at BUILD_DIR ${current.dir} (no index.html there): pages answer 404 and /readyz 503 until a build appears`,
    );
  }
  process.on('SIGHUP', () => site.refresh());

  const drain = createDrain();
  const app = createApp({
    site,
    log,
    drain,
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
  // Plain HTTP/1.1 (no createServer option), so the Node http.Server API applies.
  const server = createAdaptorServer({fetch: app.fetch, hostname: env.HOST}) as Server;
  const address = await listen(server, env.PORT, env.HOST);
  server.on('error', (error) => log.error('server error', {error: error.message}));
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  log.info(`Serving the site at http://${host}:${address.port}`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    // A wrapper (npm, tsx) may pass the same signal on again: the first one counts.
    if (stopping) {
      return;
    }
    stopping = true;
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    setTimeout(() => {
      log.error('The server did not stop in time; exiting');
      process.exit(1);
    }, graceMs + CLOSE_TIMEOUT_MS).unref();
    const inFlight = drain.inFlight;
    log.info(
      `${signal} received: no new connections; waiting up to ${env.SHUTDOWN_GRACE_SECONDS} s for ` +
        `${plural(inFlight, 'request')} in flight`,
    );
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections would otherwise hold close() open until they time out.
    server.closeIdleConnections();
    const {cut} = await drain.drain(graceMs);
    if (cut > 0) {
      log.warn(`${plural(cut, 'request')} still running after ${env.SHUTDOWN_GRACE_SECONDS} s answered 503`, {cut});
    }
    // Every answer now closes its connection; a client that does not read its answer is not waited for.
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
    server.closeAllConnections();
    await closeAll();
    log.info('Server stopped', {cut});
    process.exit(cut > 0 ? 1 : 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
