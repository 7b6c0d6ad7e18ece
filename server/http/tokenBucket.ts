/**
 * The inquiry rate limit's rule, written once: a token bucket per key holding `perMinute` tokens, refilled
 * evenly over a minute; a request takes a token, or is refused while the bucket holds less than one.
 *
 * The rule is written against {@link Arithmetic}, so it runs as it is in two forms: on numbers in the
 * in-memory limiter (rateLimiter.ts), and rendered as SQL for the limiter every instance shares through
 * PostgreSQL (sharedRateLimiter.ts). tokenBucket.test.ts holds the two to the same answers.
 */

/** A bucket untouched this long is full again, the same as a bucket never seen: it may be forgotten. */
export const REFILL_MS = 60_000;

/** The operations the rule is written in: `N` a number, `B` a truth value. */
export interface Arithmetic<N, B> {
  constant(value: number): N;
  plus(a: N, b: N): N;
  minus(a: N, b: N): N;
  times(a: N, b: N): N;
  least(a: N, b: N): N;
  greatest(a: N, b: N): N;
  atLeast(a: N, b: N): B;
  when(test: B, then: N, otherwise: N): N;
}

export interface BucketInput<N> {
  /** Tokens left after the previous request of this key. */
  tokens: N;
  /** Time since that request. */
  elapsedMs: N;
  /** The bucket's size: `perMinute`. */
  capacity: N;
  /** Tokens refilled per millisecond: `perMinute / REFILL_MS`. */
  refillPerMs: N;
}

/** One request on a bucket: whether it may go ahead, and the tokens left after it. */
export function takeToken<N, B>(
  x: Arithmetic<N, B>,
  {tokens, elapsedMs, capacity, refillPerMs}: BucketInput<N>,
): {allowed: B; tokens: N} {
  const one = x.constant(1);
  const refilled = x.least(capacity, x.plus(tokens, x.times(x.greatest(x.constant(0), elapsedMs), refillPerMs)));
  const allowed = x.atLeast(refilled, one);
  return {allowed, tokens: x.when(allowed, x.minus(refilled, one), refilled)};
}

/** A key not seen before has a full bucket. */
export function firstToken<N, B>(x: Arithmetic<N, B>, capacity: N, refillPerMs: N): {allowed: B; tokens: N} {
  return takeToken(x, {tokens: capacity, elapsedMs: x.constant(0), capacity, refillPerMs});
}

/** Whole seconds, at least one, until a refused key has a token again. */
export function retryAfterSeconds(tokens: number, refillPerMs: number): number {
  return Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000));
}

/** The rule on numbers. */
export const numbers: Arithmetic<number, boolean> = {
  constant: (value) => value,
  plus: (a, b) => a + b,
  minus: (a, b) => a - b,
  times: (a, b) => a * b,
  least: Math.min,
  greatest: Math.max,
  atLeast: (a, b) => a >= b,
  when: (test, then, otherwise) => (test ? then : otherwise),
};

/** The rule as SQL expressions (PostgreSQL), over the terms it is given (columns, parameters). */
export const sqlTerms: Arithmetic<string, string> = {
  constant: (value) => `${value}::float8`,
  plus: (a, b) => `(${a} + ${b})`,
  minus: (a, b) => `(${a} - ${b})`,
  times: (a, b) => `(${a} * ${b})`,
  least: (a, b) => `least(${a}, ${b})`,
  greatest: (a, b) => `greatest(${a}, ${b})`,
  atLeast: (a, b) => `(${a} >= ${b})`,
  when: (test, then, otherwise) => `CASE WHEN ${test} THEN ${then} ELSE ${otherwise} END`,
};
