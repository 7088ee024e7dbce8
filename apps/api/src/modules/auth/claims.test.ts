import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { connectClient, listen, waitFor } from '../../test/socket-client';

/*
 * Tokens signed with the app's own secret, so the signature is valid and only the claims are wrong: each must
 * be refused like any invalid token (401, or auth_error on a socket), never reach the database as a bad value.
 */
let t: TestApp;
let url: string;
let u: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t.app);
  u = await signUp(t.app);
});
afterAll(async () => t.close());

/** Claims as sent, wrong types included (jose's own type would refuse a numeric jti). */
type Claims = Record<string, unknown>;

async function sign(claims: Claims): Promise<string> {
  const secret = t.env.JWT_SECRET;
  if (!secret) throw new Error('the test app has a JWT secret');
  return new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(secret));
}

const good = (): Claims => ({ type: 'access', sub: String(u.id), jti: randomUUID(), fam: randomUUID() });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

const malformed: [string, () => Claims][] = [
  ['a jti that is no UUID', () => ({ ...good(), jti: 'not-a-uuid' })],
  ['a numeric jti', () => ({ ...good(), jti: 12345 })],
  ['a fam that is no UUID', () => ({ ...good(), fam: 'family' })],
  ['an object fam', () => ({ ...good(), fam: { id: 1 } })],
  ['no fam', () => ({ ...good(), fam: undefined })],
  ['a huge sub', () => ({ ...good(), sub: '99999999999999999999' })],
  ['a sub just past the integer range', () => ({ ...good(), sub: '2147483648' })],
  ['a sub in exponent notation', () => ({ ...good(), sub: '1e3' })],
  ['a negative sub', () => ({ ...good(), sub: '-1' })],
  ['a sub with spaces', () => ({ ...good(), sub: ` ${u.id} ` })],
  ['another type', () => ({ ...good(), type: 'refresh' })],
];

describe('access tokens with malformed claims', () => {
  it('accepts a well-formed token signed with the same secret (the control)', async () => {
    expect((await me(await sign(good()))).statusCode).toBe(200);
  });

  it.each(malformed)('answers 401 over HTTP for %s', async (_label, claims) => {
    const res = await me(await sign(claims()));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it.each(malformed)('answers auth_error on a socket handshake for %s', async (_label, claims) => {
    const socket = connectClient(url, { token: await sign(claims()) });
    try {
      expect(await waitFor(socket, 'auth_error')).toEqual({ message: 'Invalid or expired token' });
    } finally {
      socket.disconnect();
    }
  });
});
