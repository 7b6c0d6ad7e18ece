import {createHmac} from 'node:crypto';

/** Marks a Standard Webhooks secret: the base64 of the key follows. */
export const WHSEC_PREFIX = 'whsec_';

/** The shortest key Standard Webhooks allows (24 bytes). */
const MIN_KEY_BYTES = 24;

/**
 * The HMAC key of INQUIRY_WEBHOOK_SECRET. `whsec_<base64>`: the decoded bytes. Anything else is a secret from
 * before Standard Webhooks, used as it was then: its UTF-8 bytes are the key, and the legacy X-Signature header
 * is sent besides the standard ones so that receivers written for it keep working.
 */
export interface WebhookKey {
  bytes: Buffer;
  legacy: boolean;
}

/** Why the secret cannot be used, or null; the message never contains the secret. */
export function webhookSecretProblem(secret: string): string | null {
  if (!secret.startsWith(WHSEC_PREFIX)) {
    return null;
  }
  const encoded = secret.slice(WHSEC_PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
    return `a ${WHSEC_PREFIX} secret must continue in base64`;
  }
  const length = Buffer.from(encoded, 'base64').length;
  if (length < MIN_KEY_BYTES) {
    return `a ${WHSEC_PREFIX} secret must hold at least ${MIN_KEY_BYTES} bytes (it holds ${length})`;
  }
  return null;
}

export function webhookKey(secret: string): WebhookKey {
  const problem = webhookSecretProblem(secret);
  if (problem) {
    throw new Error(`INQUIRY_WEBHOOK_SECRET: ${problem}`);
  }
  return secret.startsWith(WHSEC_PREFIX)
    ? {bytes: Buffer.from(secret.slice(WHSEC_PREFIX.length), 'base64'), legacy: false}
    : {bytes: Buffer.from(secret, 'utf8'), legacy: true};
}

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
