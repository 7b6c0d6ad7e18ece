import type {Page, Request} from '@playwright/test';

/** One request as the bench reports it. */
export interface RequestRecord {
  /** The path of a same-origin URL; host and path otherwise. */
  path: string;
  /** Bytes received for it as sent (compressed, headers included): CDP's encodedDataLength; 0 from the cache. */
  bytes: number;
  /** Playwright's resource type: script, fetch, xhr…; a `<link rel=prefetch>` is `other`. */
  type: string;
  failed?: string;
}

interface Tracked extends RequestRecord {
  done: boolean;
}

/**
 * The requests a page and its workers start while the log is counting, with the bytes each one received.
 *
 * Read through Playwright's request events rather than a CDP session of the bench's own: a dedicated worker's
 * requests (the search index is fetched in one) do not show on the page's CDP session, and a second client attached
 * to the worker cannot enable Network there in time, since Playwright lets the worker run as soon as its own
 * session is set up and the worker's first `importScripts` then blocks it. Playwright enables Network in the worker
 * before letting it run, so it sees every request; `sizes()` splits CDP's `Network.loadingFinished`
 * encodedDataLength into headers and body, and the bench adds them up again.
 */
export class RequestLog {
  private counting = false;
  private readonly tracked = new Map<Request, Tracked>();
  /** Every request in flight, counted or not, and when one last started or ended: for waitForQuiet. */
  private readonly inFlight = new Set<Request>();
  private lastActivity = Date.now();

  private constructor(private readonly origin: string) {}

  static watch(page: Page, origin: string): RequestLog {
    const log = new RequestLog(origin);
    page.on('request', (request) => log.sent(request));
    page.on('requestfinished', (request) => void log.finished(request));
    page.on('requestfailed', (request) => log.failed(request));
    return log;
  }

  /** Counts the requests that start from now on. */
  start(): void {
    this.counting = true;
  }

  /** Counts no request that starts from now on (those already counted still finish). */
  stop(): void {
    this.counting = false;
  }

  /**
   * Waits until no request has been in flight for `quietMs`. A page is not done at Playwright's network idle
   * (500 ms without requests): Docusaurus prefetches the route chunks of the links in view once the page is idle,
   * and on a slow network those would share the line with the search box's first requests.
   */
  async waitForQuiet(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 || Date.now() - this.lastActivity < quietMs) {
      if (Date.now() > deadline) {
        const open = [...this.inFlight].map((request) => this.shortPath(request.url())).join(', ') || 'none';
        throw new Error(`the network was not quiet for ${quietMs} ms within ${timeoutMs} ms (in flight: ${open})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The counted requests once each has finished or failed; the log is empty again afterwards. */
  async take(timeoutMs: number): Promise<RequestRecord[]> {
    const deadline = Date.now() + timeoutMs;
    while ([...this.tracked.values()].some((request) => !request.done)) {
      if (Date.now() > deadline) {
        const open = [...this.tracked.values()].filter((request) => !request.done).map((request) => request.path);
        throw new Error(`requests still open after ${timeoutMs} ms: ${open.join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const records = [...this.tracked.values()].map(({done: _done, ...record}) => record);
    this.tracked.clear();
    return records;
  }

  private sent(request: Request): void {
    if (request.url().startsWith('data:')) {
      return;
    }
    this.inFlight.add(request);
    this.lastActivity = Date.now();
    // Each hop of a redirect is a request of its own, with its own bytes.
    if (this.counting) {
      const path = this.shortPath(request.url());
      this.tracked.set(request, {path, bytes: 0, type: request.resourceType(), done: false});
    }
  }

  private ended(request: Request): void {
    this.inFlight.delete(request);
    this.lastActivity = Date.now();
  }

  private async finished(request: Request): Promise<void> {
    this.ended(request);
    const record = this.tracked.get(request);
    if (!record) {
      return;
    }
    try {
      const sizes = await request.sizes();
      record.bytes = sizes.responseHeadersSize + sizes.responseBodySize;
    } catch (error) {
      record.failed = `sizes unknown: ${(error as Error).message}`;
    }
    record.done = true;
  }

  private failed(request: Request): void {
    this.ended(request);
    const record = this.tracked.get(request);
    if (record) {
      record.failed = request.failure()?.errorText ?? 'failed';
      record.done = true;
    }
  }

  private shortPath(url: string): string {
    const parsed = new URL(url);
    return parsed.origin === this.origin ? parsed.pathname : `${parsed.host}${parsed.pathname}`;
  }
}
