import path from 'node:path';
import {serve} from '@hono/node-server';
import {createApp} from './app';
import {parseEnv} from './env';

/** Starts the production server: the only place with side effects. */
export function start(): void {
  const env = parseEnv();
  const app = createApp({buildDir: path.resolve(env.BUILD_DIR)});
  const server = serve({fetch: app.fetch, port: env.PORT, hostname: env.HOST}, (info) => {
    const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
    console.log(`Serving the site at http://${host}:${info.port}`);
  });

  const shutdown = (signal: string) => {
    console.log(`${signal} received, closing the server`);
    server.close(() => process.exit(0));
    // Keep-alive connections could hold close() open; do not hang a deploy on them.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
