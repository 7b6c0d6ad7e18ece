import {createHmac} from 'node:crypto';
import type {WebhookKey} from '../settings/webhookSecret';

/** Standard Webhooks' `webhook-signature`: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`. */
export function standardSignature(key: Buffer, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The legacy `X-Signature`: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export function legacySignature(body: string, key: Buffer | string): string {
  return `sha256=${createHmac('sha256', key).update(body).digest('hex')}`;
}

/**
 * The headers that let a receiver check who sent a call and when. `webhook-id` stays the same across retries
 * of one notification (receivers drop repeats by it); `webhook-timestamp` is the time of this try, in seconds,
 * so a receiver can refuse old calls replayed. Without a key, nothing is signed.
 */
export function signatureHeaders(
  key: WebhookKey | undefined,
  {id, timestamp, body}: {id: string; timestamp: number; body: string},
): Record<string, string> {
  const headers: Record<string, string> = {'webhook-id': id, 'webhook-timestamp': String(timestamp)};
  if (key) {
    headers['webhook-signature'] = standardSignature(key.bytes, id, timestamp, body);
    if (key.legacy) {
      headers['X-Signature'] = legacySignature(body, key.bytes);
    }
  }
  return headers;
}
