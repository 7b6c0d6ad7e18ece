import {byColumn} from '../../common/inquiries/fields';
import type {Channel, InquiryNotice} from './channel';
import {webhookKey} from '../settings/webhookSecret';
import {signatureHeaders} from './signing';

export interface WebhookOptions {
  url: string;
  /** Signs each call the Standard Webhooks way: `whsec_<base64 key>`, or a legacy secret (settings/webhookSecret.ts). */
  secret?: string;
  /** No answer within this is a failure (10 s). */
  timeoutMs?: number;
  /** Milliseconds since the epoch, for `webhook-timestamp`. */
  clock?: () => number;
}

/** The JSON the webhook receives. */
export function webhookPayload(inquiry: InquiryNotice) {
  return {
    type: 'inquiry.created' as const,
    id: inquiry.id,
    created_at: inquiry.createdAt.toISOString(),
    locale: inquiry.locale,
    ...byColumn(inquiry),
  };
}

/** Says why a fetch failed in a few words: "ECONNREFUSED", "no answer within 10 s", "HTTP 500". */
function reason(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs / 1000} s`;
  }
  const cause = (error as {cause?: {code?: string; message?: string}}).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/** The URL without query string or credentials, for logs. */
function describe(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * POSTs `inquiry.created` as JSON with Standard Webhooks headers: `webhook-id` is the outbox row's id and
 * `Idempotency-Key` the inquiry's, so a receiver can drop the duplicate a retry after a lost answer produces.
 * Any 2xx is delivery; redirects are not followed (they count as failures), so the notification goes only
 * where it was configured to.
 */
export function webhookChannel({url, secret, timeoutMs = 10_000, clock = Date.now}: WebhookOptions): Channel {
  const key = secret ? webhookKey(secret) : undefined;
  const signing = !key ? '' : key.legacy ? ' (signed, legacy secret: X-Signature too)' : ' (signed)';
  return {
    name: 'webhook',
    description: `webhook to ${describe(url)}${signing}`,
    async deliver(inquiry, notificationId) {
      const body = JSON.stringify(webhookPayload(inquiry));
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'Idempotency-Key': inquiry.id,
        'User-Agent': 'holoreal-website-notifier',
        ...signatureHeaders(key, {id: notificationId, timestamp: Math.floor(clock() / 1000), body}),
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new Error(`webhook: ${reason(error, timeoutMs)}`);
      }
      await response.body?.cancel().catch(() => {});
      if (response.status < 200 || response.status > 299) {
        throw new Error(`webhook: HTTP ${response.status}`);
      }
    },
  };
}
