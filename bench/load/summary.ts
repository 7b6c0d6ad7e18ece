import {median, spread, type Spread} from '../lib/stats';
import type {LoadFigures} from './cannon';

export type ServerName = 'ours' | 'nginx';

/** The rounds of one target on one server, summarized: medians, the spread of req/s, all errors added up. */
export interface LoadRow {
  target: string;
  server: ServerName;
  url: string;
  bodyBytes: number;
  requestsPerSecond: Spread;
  latencyMs: {p50: number; p99: number; max: number};
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  errorCodes: Record<string, number>;
  rounds: LoadFigures[];
}

function addUp(records: Record<string, number>[]): Record<string, number> {
  const total: Record<string, number> = {};
  for (const record of records) {
    for (const [key, count] of Object.entries(record)) {
      total[key] = (total[key] ?? 0) + count;
    }
  }
  return total;
}

export function summarizeRounds(
  head: Pick<LoadRow, 'target' | 'server' | 'url' | 'bodyBytes'>,
  rounds: LoadFigures[],
): LoadRow {
  return {
    ...head,
    requestsPerSecond: spread(rounds.map((r) => r.requestsPerSecond)),
    latencyMs: {
      p50: median(rounds.map((r) => r.latencyMs.p50)),
      p99: median(rounds.map((r) => r.latencyMs.p99)),
      max: Math.max(...rounds.map((r) => r.latencyMs.max)),
    },
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    timeouts: rounds.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: rounds.reduce((sum, r) => sum + r.non2xx, 0),
    statusCodes: addUp(rounds.map((r) => r.statusCodes)),
    errorCodes: addUp(rounds.map((r) => r.errorCodes)),
    rounds,
  };
}

export interface Ratio {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** Our server ÷ nginx on the medians: req/s below 1 and latency above 1 mean ours is slower. */
export function ratio(ours: LoadRow, nginx: LoadRow): Ratio {
  return {
    target: ours.target,
    requestsPerSecond: ours.requestsPerSecond.median / nginx.requestsPerSecond.median,
    p50: ours.latencyMs.p50 / nginx.latencyMs.p50,
    p99: ours.latencyMs.p99 / nginx.latencyMs.p99,
  };
}
