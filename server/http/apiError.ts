import type {Context} from 'hono';
import type {ContentfulStatusCode} from 'hono/utils/http-status';

/** The error codes of the inquiry API (README, "Inquiry API"). */
export type ApiErrorCode =
  | 'validation'
  | 'malformed_json'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'cross_origin'
  | 'not_found'
  | 'unavailable'
  | 'busy'
  | 'internal';

/** API answers are never cached, and never sniffed into something other than JSON. */
export function apiHeaders(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
}

/** The one error shape of every API answer: `{ error: { code, message, ...extra } }`. */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  apiHeaders(c);
  return c.json({error: {code, message, ...extra}}, status);
}
