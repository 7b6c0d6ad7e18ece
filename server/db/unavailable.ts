/** Network-level failures of Node and of the `postgres` driver. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/** SQLSTATEs meaning "the server is going away or cannot take you now", not "your query is wrong". */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * True when an error means the database cannot be reached (answer 503 and let the client retry later),
 * false when it is a bug or a data problem (answer 500).
 */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) {
    return false;
  }
  if (error instanceof DatabaseNotReadyError) {
    return true;
  }
  const code = (error as {code?: unknown}).code;
  if (
    typeof code === 'string' &&
    (CONNECTION_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_STATES.has(code))
  ) {
    return true;
  }
  // PGlite after a fatal error or close().
  return /PGlite is closed/i.test(error.message);
}

/** The migrations have not run yet because the database could not be reached. */
export class DatabaseNotReadyError extends Error {
  constructor(cause: unknown) {
    super(`The database is not ready: ${cause instanceof Error ? cause.message : String(cause)}`, {cause});
    this.name = 'DatabaseNotReadyError';
  }
}
