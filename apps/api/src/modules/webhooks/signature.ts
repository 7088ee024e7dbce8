import { createHmac, randomBytes } from 'node:crypto';

/** What every webhook secret starts with, so that it can be recognized (secret scanners, logs). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

export const newWebhookSecret = (): string => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/**
 * The signature of one delivery (docs/api.md#verifying-a-signature): HMAC-SHA256, keyed with the endpoint's
 * secret as it is shown (the whole `whsec_…` string, UTF-8), over `<timestamp>.<body>`, as lowercase hex; sent as
 * `Atria-Webhook-Signature: v1=<hex>`.
 */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}
