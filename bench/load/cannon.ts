import autocannon from 'autocannon';

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A new body for each request (POST). */
  body?: () => string;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyMs: {p50: number; p99: number; mean: number; max: number};
  requests: number;
  throughputBytesPerSecond: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Connection errors by code (ECONNRESET, ...), when there were any. */
  errorCodes: Record<string, number>;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
}

function figuresOf(result: autocannon.Result, errorCodes: Record<string, number>): LoadFigures {
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {}) as [string, {count?: number}][]) {
    statusCodes[code] = stats.count ?? 0;
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    throughputBytesPerSecond: result.throughput.average,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    errorCodes,
  };
}

/** One autocannon run against a target; resolves with the figures autocannon reports. */
export function loadTest(target: LoadTarget, settings: LoadSettings): Promise<LoadFigures> {
  const errorCodes: Record<string, number> = {};
  const {pathname, search, origin} = new URL(target.url);
  const body = target.body;
  const options: autocannon.Options = {
    url: origin,
    connections: settings.connections,
    duration: settings.durationSeconds,
    requests: [
      {
        method: target.method ?? 'GET',
        path: pathname + search,
        headers: target.headers,
        ...(body ? {setupRequest: (request: autocannon.Request) => ({...request, body: body()})} : {}),
      },
    ],
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, result: autocannon.Result) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed', {cause: error}))
        : resolve(figuresOf(result, errorCodes)),
    );
    instance.on('reqError', (error: {code?: string; message?: string}) => {
      const code = error.code ?? error.message ?? 'unknown';
      errorCodes[code] = (errorCodes[code] ?? 0) + 1;
    });
  });
}
