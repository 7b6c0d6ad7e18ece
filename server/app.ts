import {Hono} from 'hono';
import type {DatabaseHealth} from './db/health';
import {healthRoutes} from './http/health';
import {NO_PROXY} from './settings/proxyTrust';
import {apiError} from './http/apiError';
import type {Drain} from './http/drain';
import {inquiryApi, type InquiryApiDeps} from './inquiries/routes';
import {silentLogger, type Logger} from './log';
import {requestLog, type AppEnv} from './http/requestLog';
import {securityHeaders, type SecurityOptions} from './http/securityHeaders';
import {createLiveSite, type LiveSite} from './site/liveSite';
import {movedTo} from './site/redirects';
import {APP_VERSION} from './version';

export interface AppDeps {
  /** Directory of the Docusaurus build to serve (a fixed one; see `site` for one that can switch). */
  buildDir?: string;
  /** The build being served, switched by deploys; made from `buildDir` when absent. */
  site?: LiveSite;
  /** The inquiry API's store, rate limiter and settings; without them only the static site is served. */
  inquiries?: InquiryApiDeps;
  /** What /readyz checks of the database; without it, readiness is the build alone. */
  database?: DatabaseHealth;
  /** Security headers; by default the CSP manifest of the build being served and the API's proxy trust. */
  security?: SecurityOptions;
  /** One line per request, and the app's errors. Silent by default (tests). */
  log?: Logger;
  /** Graceful shutdown: refuses new requests and cuts late ones once the server is stopping. */
  drain?: Drain;
}

/** The whole HTTP surface, free of side effects so tests can drive it with `app.request`. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const log = deps.log ?? silentLogger;
  const site = deps.site ?? createLiveSite({buildDir: deps.buildDir ?? 'build'});
  const security = deps.security ?? {
    manifest: () => site.current().manifest,
    trustProxy: (deps.inquiries?.trustProxy ?? NO_PROXY).kind !== 'none',
    httpsSite: deps.inquiries?.siteOrigin?.startsWith('https:') ?? false,
  };

  app.use('*', requestLog(log));
  app.use('*', securityHeaders(security));
  if (deps.drain) {
    app.use('*', deps.drain.middleware);
  }

  app.route('/', healthRoutes({site, version: APP_VERSION, database: deps.database}));
  if (deps.inquiries) {
    app.route('/', inquiryApi(deps.inquiries));
  }
  app.all('/api/*', (c) => apiError(c, 'not_found', 'There is no such API endpoint.'));
  app.on(['GET', 'HEAD'], '*', (c) => {
    const moved = movedTo(new URL(c.req.url));
    return moved === undefined ? site.serve(c) : c.redirect(moved, 301);
  });
  app.all('*', (c) => {
    c.header('Allow', 'GET, HEAD');
    return apiError(c, 'method_not_allowed', 'Only GET and HEAD are allowed here.');
  });
  app.onError((error, c) => {
    log.error('unhandled error', {path: new URL(c.req.url).pathname, error: error.message});
    return apiError(c, 'internal', 'Something went wrong on our side.');
  });
  return app;
}
