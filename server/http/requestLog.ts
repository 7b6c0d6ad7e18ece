import {randomUUID} from 'node:crypto';
import type {MiddlewareHandler} from 'hono';
import type {Logger} from '../log';

/** A proxy's or client's id is reused when it looks like one: short, printable, no spaces. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** Paths polled by load balancers and orchestrators every few seconds: logged at debug level only. */
const QUIET_PATHS = new Set(['/healthz', '/readyz']);

/** The app's Hono environment: every handler can read the request's id. */
export type AppEnv = {Variables: {requestId: string}};

/**
 * Gives every request an id (`X-Request-Id`, reused when the incoming one is valid) and logs one line per
 * answer: method, path (never the query string, where search terms or tokens could be), status, duration
 * and bytes.
 */
export function requestLog(log: Logger, newId: () => string = randomUUID): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && VALID_REQUEST_ID.test(incoming) ? incoming : newId();
    c.set('requestId', requestId);
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    const path = new URL(c.req.url).pathname;
    let length = c.res.headers.get('content-length');
    if (length === null && c.res.body !== null) {
      // Only the small JSON and text answers the app builds itself come without a length (files have one).
      const body = await c.res.arrayBuffer();
      c.res = new Response(body, c.res);
      length = String(body.byteLength);
      c.res.headers.set('Content-Length', length);
    }
    const fields = {
      method: c.req.method,
      path: path.length > 512 ? `${path.slice(0, 512)}…` : path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      bytes: length === null ? 0 : Number(length),
      requestId,
    };
    if (QUIET_PATHS.has(path)) {
      log.debug('request', fields);
    } else {
      log.info('request', fields);
    }
  };
}
