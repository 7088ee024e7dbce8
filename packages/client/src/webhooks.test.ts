import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './index';

const secret = 'whsec_test-secret';
const body = JSON.stringify({
  id: 7,
  type: 'session.updated',
  organization_id: 1,
  created_at: '2031-01-01T00:00:00Z',
  data: { id: 3 },
});
const now = 1_900_000_000_000;
const ts = String(now / 1000);
// The signature as the server makes it (apps/api/src/modules/webhooks/signature.ts), computed independently here.
const sign = (s: string, t: string, b: string) => `v1=${createHmac('sha256', s).update(`${t}.${b}`).digest('hex')}`;

const headers = (overrides: Record<string, string> = {}) => ({
  'atria-webhook-id': '7',
  'atria-webhook-timestamp': ts,
  'atria-webhook-signature': sign(secret, ts, body),
  ...overrides,
});

async function reason(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'verified';
  } catch (e) {
    return e instanceof WebhookVerificationError ? e.reason : String(e);
  }
}

describe('verifyWebhook', () => {
  it('answers the event of a well-signed delivery, from Node headers, Fetch Headers or bytes', async () => {
    await expect(verifyWebhook({ secret, body, headers: headers(), now })).resolves.toMatchObject({
      id: 7,
      type: 'session.updated',
    });
    const fetchHeaders = new Headers(headers());
    await expect(
      verifyWebhook({ secret, body: new TextEncoder().encode(body), headers: fetchHeaders, now }),
    ).resolves.toMatchObject({ id: 7 });
  });

  it('accepts any valid one of several signatures (a rotation)', async () => {
    const both = `${sign('whsec_old', ts, body)} ${sign(secret, ts, body)}`;
    expect(
      await reason(verifyWebhook({ secret, body, headers: headers({ 'atria-webhook-signature': both }), now })),
    ).toBe('verified');
  });

  it.each([
    ['a changed body', { body: body.replace('3', '4') }, 'bad_signature'],
    ['another secret', { secret: 'whsec_other' }, 'bad_signature'],
    [
      'a changed timestamp',
      { headers: headers({ 'atria-webhook-timestamp': String(Number(ts) + 1) }) },
      'bad_signature',
    ],
    [
      'a signature of the wrong length',
      { headers: headers({ 'atria-webhook-signature': 'v1=abcd' }) },
      'bad_signature',
    ],
    [
      'an unknown scheme',
      { headers: headers({ 'atria-webhook-signature': sign(secret, ts, body).replace('v1=', 'v0=') }) },
      'bad_signature',
    ],
    ['no signature', { headers: { 'atria-webhook-timestamp': ts } }, 'missing_header'],
    ['a timestamp that is not a number', { headers: headers({ 'atria-webhook-timestamp': 'soon' }) }, 'bad_timestamp'],
    ['an old delivery (a replay)', { now: now + 301_000 }, 'too_old'],
    ['a delivery from the future', { now: now - 301_000 }, 'too_old'],
  ])('refuses %s', async (_label, change, expected) => {
    expect(await reason(verifyWebhook({ secret, body, headers: headers(), now, ...change }))).toBe(expected);
  });

  it('takes a wider tolerance when asked', async () => {
    expect(
      await reason(verifyWebhook({ secret, body, headers: headers(), now: now + 301_000, toleranceSeconds: 600 })),
    ).toBe('verified');
  });
});
