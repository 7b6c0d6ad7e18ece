import type {Context, MiddlewareHandler} from 'hono';
import {apiError} from './apiError';

/** What a client is told to wait before it tries again (another instance, or this one restarted). */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 5;
export const SHUTDOWN_MESSAGE = 'The server is restarting. Please try again in a few seconds.';

export interface DrainResult {
  /** Requests that were in flight when draining began and finished by themselves. */
  finished: number;
  /** Requests still running when the grace period ran out, answered 503 instead. */
  cut: number;
}

/**
 * Graceful shutdown at the HTTP level: once `drain` is called, new requests (on connections kept alive) are
 * answered 503, and requests in flight get `graceMs` to finish before they are answered 503 too. Every
 * answer from then on closes its connection.
 */
export interface Drain {
  middleware: MiddlewareHandler;
  readonly inFlight: number;
  drain(graceMs: number): Promise<DrainResult>;
}

function refuse(c: Context): Response {
  c.header('Retry-After', String(SHUTDOWN_RETRY_AFTER_SECONDS));
  c.header('Connection', 'close');
  return apiError(c, 'unavailable', SHUTDOWN_MESSAGE);
}

export function createDrain(): Drain {
  let draining = false;
  let inFlight = 0;
  let cut = 0;
  let cutAll: () => void = () => {};
  const cutting = new Promise<void>((resolve) => {
    cutAll = resolve;
  });
  let onIdle: () => void = () => {};

  return {
    get inFlight() {
      return inFlight;
    },
    middleware: async (c, next) => {
      if (draining) {
        return refuse(c);
      }
      inFlight++;
      try {
        // A cut request's handler goes on in the background; its answer is never sent. An inquiry it stores
        // anyway is found again by the client's retry with the same idempotency key.
        const outcome = await Promise.race([next().then(() => 'done' as const), cutting.then(() => 'cut' as const)]);
        if (outcome === 'cut') {
          cut++;
          c.res = refuse(c);
        } else if (draining) {
          c.res.headers.set('Connection', 'close');
        }
      } finally {
        inFlight--;
        if (inFlight === 0) {
          onIdle();
        }
      }
    },
    async drain(graceMs) {
      draining = true;
      const started = inFlight;
      if (inFlight > 0) {
        const idle = new Promise<void>((resolve) => {
          onIdle = resolve;
        });
        let timer: NodeJS.Timeout | undefined;
        const expired = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        });
        await Promise.race([idle, expired]);
        clearTimeout(timer);
        if (inFlight > 0) {
          cutAll();
          // The middleware answers each cut request in the same turn of the event loop.
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      return {finished: started - cut, cut};
    },
  };
}
