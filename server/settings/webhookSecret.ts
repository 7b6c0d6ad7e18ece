/**
 * INQUIRY_WEBHOOK_SECRET's format: env.ts refuses a malformed one at start-up, the webhook channel
 * (notifications/webhook.ts) turns it into its key.
 */

/** Marks a Standard Webhooks secret: the base64 of the key follows. */
const WHSEC_PREFIX = 'whsec_';

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
