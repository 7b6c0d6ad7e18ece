/**
 * An empty or blank value is the same as no value: the documented default, or "not configured". Without this,
 * `RATE_LIMIT_PER_MINUTE=` would coerce to 0 and silently turn the limit off, and `PORT=` would name no port.
 * The rule for every setting read from the environment: the server's, the deploy's and the rollback's.
 */
export function withoutBlanks(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value === undefined || value.trim() !== ''));
}
