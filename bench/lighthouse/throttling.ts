import {option} from '../lib/options';

/**
 * How Lighthouse slows a run down to its mobile preset (slow 4G, 4× CPU), by Lighthouse's own names:
 * `simulate` loads the page at full speed and computes the metrics from the trace (its default); `devtools` applies
 * the preset to the page through DevTools while it loads, as a slow phone would feel it.
 */
export const THROTTLING_METHODS = ['simulate', 'devtools'] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/** What each method does with the mobile preset, for the result file. */
export const THROTTLING_DESCRIPTION: Record<ThrottlingMethod, string> = {
  simulate:
    "Lighthouse's default mobile preset, simulated: Moto G Power screen (412×823), slow 4G (150 ms RTT, " +
    '1.6 Mbit/s), 4× CPU slowdown, computed from a trace taken at full speed',
  devtools:
    "Lighthouse's mobile preset applied by DevTools while the page loads (throttlingMethod 'devtools'): the " +
    "preset's request-level figures, 562.5 ms request latency (150 ms RTT × 3.75), 1,474.56 kbit/s down " +
    '(1.6 Mbit/s × 0.9), 675 kbit/s up, and Emulation.setCPUThrottlingRate 4',
};

/**
 * `--throttling=simulate`, `devtools` or `simulate,devtools` (both, in that order), `fallback` when not given. An
 * unknown or repeated method throws: a typo must not quietly measure one method only.
 */
export function throttlingOption(argv: readonly string[], fallback: readonly ThrottlingMethod[]): ThrottlingMethod[] {
  const given = option(argv, 'throttling');
  if (given === undefined) {
    return [...fallback];
  }
  const names = given.split(',');
  const known = (name: string): name is ThrottlingMethod => (THROTTLING_METHODS as readonly string[]).includes(name);
  if (!names.length || !names.every(known) || new Set(names).size !== names.length) {
    throw new Error(`--throttling=${given}: give simulate, devtools or simulate,devtools`);
  }
  return THROTTLING_METHODS.filter((method) => names.includes(method));
}
