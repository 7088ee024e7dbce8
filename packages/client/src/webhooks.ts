import { WEBHOOK_HEADERS, type WebhookPayload } from '@atria/contracts/webhooks';

/**
 * Verifying Atria's webhook deliveries (docs/api.md#verifying-a-signature), in Node 20+, Deno, Bun, workers and
 * browsers alike (Web Crypto). Give it the raw body exactly as it arrived: a body parsed and serialized again
 * does not verify.
 */

export type WebhookFailure = 'missing_header' | 'bad_timestamp' | 'too_old' | 'bad_signature';

export class WebhookVerificationError extends Error {
  constructor(
    readonly reason: WebhookFailure,
    message: string,
  ) {
    super(message);
    this.name = 'WebhookVerificationError';
  }
}

export interface VerifyWebhookOptions {
  /** The endpoint's secret as shown when it was created or rotated (`whsec_…`). */
  secret: string;
  /** The raw request body. */
  body: string | Uint8Array;
  /** The request's headers: a Fetch `Headers`, or Node's `req.headers`. */
  headers: Headers | Record<string, string | string[] | undefined>;
  /** How far the signed timestamp may be from now, in seconds (replays are refused after it). Default 300. */
  toleranceSeconds?: number;
  /** Now, in milliseconds (tests). */
  now?: number;
}

function header(headers: VerifyWebhookOptions['headers'], name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return undefined;
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i += 1) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/**
 * Checks a delivery's `Atria-Webhook-Signature` (HMAC-SHA256 of `<timestamp>.<body>` keyed with the secret) and
 * that its `Atria-Webhook-Timestamp` is within the tolerance, and answers the parsed event. The comparison is
 * constant-time (Web Crypto's HMAC verify). Throws WebhookVerificationError, with a `reason`, otherwise.
 */
export async function verifyWebhook(opts: VerifyWebhookOptions): Promise<WebhookPayload> {
  const timestamp = header(opts.headers, WEBHOOK_HEADERS.timestamp);
  const signature = header(opts.headers, WEBHOOK_HEADERS.signature);
  if (!timestamp || !signature)
    throw new WebhookVerificationError('missing_header', 'The Atria-Webhook-Timestamp or -Signature header is missing');
  if (!/^\d{1,12}$/.test(timestamp))
    throw new WebhookVerificationError('bad_timestamp', 'Atria-Webhook-Timestamp is not a Unix time in seconds');
  const age = Math.abs((opts.now ?? Date.now()) / 1000 - Number(timestamp));
  if (age > (opts.toleranceSeconds ?? 300))
    throw new WebhookVerificationError('too_old', 'The delivery is older (or newer) than the tolerance allows');

  const encoder = new TextEncoder();
  const body = typeof opts.body === 'string' ? encoder.encode(opts.body) : opts.body;
  const prefix = encoder.encode(`${timestamp}.`);
  const signed = new Uint8Array(prefix.length + body.length);
  signed.set(prefix, 0);
  signed.set(body, prefix.length);
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(opts.secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // Several signatures may be sent, space-separated: any valid `v1=` one will do.
  for (const part of signature.split(' ')) {
    const bytes = part.startsWith('v1=') ? hexBytes(part.slice(3)) : undefined;
    if (bytes && (await crypto.subtle.verify('HMAC', key, bytes, signed)))
      return JSON.parse(new TextDecoder().decode(body)) as WebhookPayload;
  }
  throw new WebhookVerificationError('bad_signature', 'The signature does not match this body and secret');
}
