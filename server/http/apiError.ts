import type {Context} from 'hono';
import type {ContentfulStatusCode} from 'hono/utils/http-status';

/**
 * Every error code of the API and the status it is sent with. `GET /api/openapi.json` publishes them, with
 * when each is sent (server/inquiries/contract.ts); the contract test sends each case.
 */
export const API_ERROR_STATUS = {
  validation: 400,
  bad_path: 400,
  malformed_json: 400,
  cross_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  busy: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** API answers are never cached, and never sniffed into something other than JSON. */
export function apiHeaders(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
}

/** The one error shape of every API answer: `{ error: { code, message, ...extra } }`, with the code's status. */
export function apiError(
  c: Context,
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  apiHeaders(c);
  return c.json({error: {code, message, ...extra}}, API_ERROR_STATUS[code]);
}
