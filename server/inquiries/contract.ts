import type {Hono} from 'hono';
import {describeRoute, openAPIRouteHandler, resolver} from 'hono-openapi';
import {z} from 'zod';
import {inquirySchema} from '../../common/inquiries/schema';
import {DEFAULT_ADMISSION} from '../http/admission';
import {API_ERROR_STATUS, type ApiErrorCode} from '../http/apiError';
import type {AppEnv} from '../http/requestLog';
import {APP_VERSION} from '../version';

/**
 * The inquiry API's published contract, served at `GET /api/openapi.json`: the request body comes from the
 * schema the form and the server validate with, the answers from the error table the handlers answer with.
 */

/** Largest request body accepted: a full form is about 11 KiB of JSON at worst. */
export const MAX_BODY_BYTES = 16 * 1024;

/** When each error code is sent, as the document says it. */
const WHEN: Record<ApiErrorCode, string> = {
  validation:
    'A field is missing or not valid. `fields` names each one with its code: `required`, `invalid_email`, ' +
    '`too_long`, `invalid_subject` or `invalid_characters`; the fields the form fills itself (`locale`, ' +
    '`idempotencyKey`, `website`) and a body that is no JSON object (`form`) get `invalid`.',
  malformed_json: 'The body is not UTF-8 JSON.',
  cross_origin:
    "A browser posted from another site: `Origin` is neither the request's own host nor `SITE_URL`. " +
    'Requests without `Origin` (curl, servers) are allowed.',
  not_found: 'Any other path under `/api/`.',
  bad_path:
    'A request path, on any address of the site, that is not valid percent-encoding or holds a NUL byte or a backslash.',
  method_not_allowed: 'Any method but POST on `/api/inquiries`, with `Allow: POST`.',
  payload_too_large: `The body is over ${MAX_BODY_BYTES / 1024} KiB, by \`Content-Length\` or counted while reading a chunked body.`,
  unsupported_media_type: '`Content-Type` is not `application/json`.',
  rate_limited: 'More than `RATE_LIMIT_PER_MINUTE` posts in a minute from one client address (bad requests count too).',
  internal: 'A fault of the server itself, logged with the request id. Bad input never gets this answer.',
  unavailable:
    'The database cannot be reached (the API recovers by itself when it is back), or the server is stopping ' +
    '(then with `Retry-After`). An inquiry cut short by a stop may have been stored: a retry with the same ' +
    '`idempotencyKey` gets its id.',
  busy:
    `More than ${DEFAULT_ADMISSION.maxWaiting} inquiries are already waiting to be stored, or this one waited ` +
    `${DEFAULT_ADMISSION.maxWaitMs / 1000} s.`,
};

const RETRY_AFTER = {
  'Retry-After': {description: 'Seconds to wait before trying again.', schema: {type: 'integer' as const, minimum: 1}},
};
const HEADERS: Partial<Record<number, typeof RETRY_AFTER>> = {429: RETRY_AFTER, 503: RETRY_AFTER};

const stored = z.object({id: z.uuid().meta({description: "The inquiry's id."})});

/** The error answers of one status: `{error: {code, message}}`, with `fields` on validation errors. */
function errorAnswer(status: number, codes: ApiErrorCode[]) {
  const schema = z.object({
    error: z.object({
      code: z.enum(codes as [ApiErrorCode, ...ApiErrorCode[]]),
      message: z.string().meta({description: 'In English, for whoever reads logs; the form shows its own text.'}),
      ...(codes.includes('validation')
        ? {fields: z.record(z.string(), z.string()).optional().meta({description: 'With `validation`: field → code.'})}
        : {}),
    }),
  });
  return {
    description: codes.map((code) => `\`${code}\`: ${WHEN[code]}`).join('\n\n'),
    headers: HEADERS[status],
    content: {'application/json': {schema: resolver(schema)}},
  };
}

/** Codes that answer other methods and paths than a POST to /api/inquiries: the document's description. */
const ELSEWHERE: readonly ApiErrorCode[] = ['method_not_allowed', 'not_found', 'bad_path'];

/** Codes a POST to /api/inquiries can get. */
const POST_ERRORS = (Object.keys(API_ERROR_STATUS) as ApiErrorCode[]).filter((code) => !ELSEWHERE.includes(code));

function errorAnswers() {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of POST_ERRORS) {
    const status = API_ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, codes]) => [status, errorAnswer(status, codes)]));
}

/** The OpenAPI description of `POST /api/inquiries`, put in front of its handler. */
export const describeInquiryPost = describeRoute({
  summary: 'Send an inquiry',
  description:
    'What the contact form sends. The checks run in this order: `Origin`, rate limit, content type, size, JSON, ' +
    'honeypot, fields. Strings are trimmed; stored text is kept as sent and never rendered as HTML.',
  requestBody: {required: true, content: {'application/json': {schema: resolver(inquirySchema)}}},
  responses: {
    201: {
      description:
        'Stored, and its notifications queued. Also the answer when the honeypot `website` is filled in: nothing is stored then.',
      content: {'application/json': {schema: resolver(stored)}},
    },
    200: {
      description:
        'This `idempotencyKey` was stored before: nothing new is stored, and the id is the first one. A retry after a lost answer is therefore always safe.',
      content: {'application/json': {schema: resolver(stored)}},
    },
    ...errorAnswers(),
  },
});

/** `GET /api/openapi.json`: the document of every described route of `api`. */
export function openApiDocument(api: Hono<AppEnv>) {
  return openAPIRouteHandler(api, {
    documentation: {
      openapi: '3.1.0',
      info: {
        title: 'Holoreal inquiry API',
        version: APP_VERSION,
        description:
          'The contact form posts here, on the server the page was loaded from. Every error has the shape ' +
          '`{"error": {"code", "message"}}`, and every answer carries `Cache-Control: no-store`. Besides the ' +
          `answers below: ${ELSEWHERE.map((code) => `\`${API_ERROR_STATUS[code]} ${code}\` (${WHEN[code]})`).join('; ')}.`,
      },
    },
  });
}
