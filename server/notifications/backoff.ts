export interface BackoffOptions {
  /** Upper bound of the first retry's delay; each further retry may wait twice as long. */
  firstMs: number;
  /** Upper bound of any delay. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = {firstMs: 10_000, maxMs: 600_000};

/** How long a notification keeps being retried before it is marked failed. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * Delay before the next try after `attempts` failed ones: exponential, capped, with "equal jitter"
 * (between half and all of the step) so that notifications failing together do not retry in lockstep.
 * The first retry comes within `firstMs` (10 s), later ones at most `maxMs` (10 min) apart.
 */
export function retryDelay(attempts: number, options = DEFAULT_BACKOFF, random = Math.random): number {
  const step = Math.min(options.maxMs, options.firstMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
