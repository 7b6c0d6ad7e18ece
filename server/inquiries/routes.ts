import {Hono, type Context} from 'hono';
import {INQUIRY_FIELDS} from '../../common/inquiries/fields';
import {validateInquiry} from '../../common/inquiries/schema';
import {isUnavailable} from '../db/unavailable';
import type {ProxyTrust} from '../settings/proxyTrust';
import type {Logger} from '../log';
import type {AppEnv} from '../http/requestLog';
import {BusyError} from '../http/admission';
import {apiError, apiHeaders} from '../http/apiError';
import {clientAddress, rateLimitKey} from '../http/clientAddress';
import type {Clock} from '../clock';
import type {RateLimiter, SharedRateLimiter} from '../http/rateLimiter';
import {parseJson, readBody} from '../http/readBody';
import {isAllowedOrigin} from '../http/sameOrigin';
import {MAX_BODY_BYTES, describeInquiryPost, openApiDocument} from './contract';
import type {InquiryStore} from './store';

export const UNAVAILABLE_MESSAGE = 'The inquiry service is temporarily unavailable. Please try again later.';
export const BUSY_MESSAGE = 'The inquiry service is busy. Please try again in a few seconds.';

export interface InquiryApiDeps {
  store: InquiryStore;
  /** In memory (one process), or shared through PostgreSQL by every instance. */
  limiter: RateLimiter | SharedRateLimiter;
  clock: Clock;
  /** A new inquiry id (crypto.randomUUID in production). */
  newId: () => string;
  /** The reverse proxies in front whose X-Forwarded-For entries name the client (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  /** The public origin of the site (from SITE_URL), accepted in Origin besides the request's own host. */
  siteOrigin: string | null;
  /** A line per stored inquiry (its id and subject, never what the visitor wrote) and database trouble. */
  log: Pick<Logger, 'info' | 'warn'>;
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** A filled-in honeypot: the hidden `website` field holds something. */
function isHoneypotHit(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('website' in body)) {
    return false;
  }
  const website = body.website;
  return typeof website === 'string' ? website.trim() !== '' : website !== null && website !== undefined;
}

/** `POST /api/inquiries`, its contract at `GET /api/openapi.json`, and the JSON answers around them. */
export function inquiryApi(deps: InquiryApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>().basePath('/api');

  api.get(
    '/openapi.json',
    async (c, next) => {
      apiHeaders(c);
      await next();
    },
    openApiDocument(api),
  );
  api.post('/inquiries', describeInquiryPost, async (c) => {
    // @hono/node-server builds the URL from the Host header, so its host is the one the request was sent to.
    if (!isAllowedOrigin(c.req.header('origin'), new URL(c.req.url).host, deps.siteOrigin)) {
      return apiError(c, 'cross_origin', 'Inquiries are accepted from this site only.');
    }
    let decision;
    try {
      decision = await deps.limiter.take(rateLimitKey(clientAddress(c, deps.trustProxy)));
    } catch (error) {
      if (isUnavailable(error)) {
        return unavailable(c, deps, error);
      }
      throw error;
    }
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      return apiError(c, 'rate_limited', 'Too many inquiries from your address. Please try again later.');
    }
    if (!isJson(c.req.header('content-type'))) {
      return apiError(c, 'unsupported_media_type', 'Send the inquiry as application/json.');
    }
    const body = await readBody(c.req.raw, MAX_BODY_BYTES);
    if (!body.ok) {
      c.header('Connection', 'close');
      return apiError(c, 'payload_too_large', `The inquiry may be at most ${MAX_BODY_BYTES} bytes.`);
    }
    const json = parseJson(body.bytes);
    if (!json.ok) {
      return apiError(c, 'malformed_json', 'The request body is not valid JSON.');
    }
    if (isHoneypotHit(json.value)) {
      // Answer a bot exactly like a person, and keep nothing.
      return respond(c, deps.newId(), true);
    }
    const checked = validateInquiry(json.value);
    if (!checked.ok) {
      return apiError(c, 'validation', 'Some fields are missing or not valid.', {fields: checked.errors});
    }
    const inquiry = checked.value;
    try {
      const result = await deps.store.add({id: deps.newId(), createdAt: new Date(deps.clock()), ...inquiry});
      // The log names the inquiry by its id and the fields that say nothing about a person.
      const impersonal = INQUIRY_FIELDS.filter(({personal}) => !personal).map(({key}) => [key, inquiry[key]]);
      deps.log.info(result.created ? 'inquiry stored' : 'inquiry already stored', {
        id: result.id,
        ...Object.fromEntries(impersonal),
        locale: inquiry.locale,
        requestId: c.get('requestId'),
      });
      return respond(c, result.id, result.created);
    } catch (error) {
      if (error instanceof BusyError) {
        // Overload, not an outage: the queue in front of the database is full or this request waited too long.
        c.header('Retry-After', String(error.retryAfterSeconds));
        return apiError(c, 'busy', BUSY_MESSAGE);
      }
      if (isUnavailable(error)) {
        return unavailable(c, deps, error);
      }
      throw error;
    }
  });

  api.all('/inquiries', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 'method_not_allowed', 'Use POST to send an inquiry.');
  });
  api.all('*', (c) => apiError(c, 'not_found', 'There is no such API endpoint.'));
  return api;
}

function unavailable(c: Context<AppEnv>, deps: InquiryApiDeps, error: unknown): Response {
  deps.log.warn('inquiry not stored: database unavailable', {
    error: (error as Error).message,
    requestId: c.get('requestId'),
  });
  return apiError(c, 'unavailable', UNAVAILABLE_MESSAGE);
}

function respond(c: Context, id: string, created: boolean): Response {
  apiHeaders(c);
  return c.json({id}, created ? 201 : 200);
}
