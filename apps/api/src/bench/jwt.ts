/**
 * Access tokens: our TokenSigner (jose, HS256 on a Web Crypto key) beside @fastify/jwt (fast-jwt), signing and
 * verifying the same claims in the same run, with tinybench. Verification is measured with the claim checks we
 * make (type, sub, jti, fam), without caches, and then with each side's cache (ours: the signature cache of
 * TokenSigner; @fastify/jwt: fast-jwt's verify cache). For scale, it also times what a socket handshake pays
 * for a token: resolveActor, the uncached verification plus the revocation query, on a throwaway database of
 * the PostgreSQL at BENCH_DATABASE_URL. Prints JSON: operations per second and p99 latency (µs).
 * docs/architecture.md#authentication records the outcome.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { Bench } from 'tinybench';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { TokenSigner } from '../lib/tokens';
import { resolveActor } from '../plugins/auth';
import { makeUser } from '../test/fixtures';

const TTL_SECONDS = 900;
const secret = randomBytes(32).toString('hex');
const familyId = randomUUID();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function fastifyJwtApp(cache: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: TTL_SECONDS * 1000 },
    verify: { algorithms: ['HS256'], ...(cache ? { cache: 10_000 } : {}) },
  });
  await app.ready();
  return app;
}

/** The claim checks TokenSigner makes after the signature, applied to what @fastify/jwt decoded. */
function checkClaims(payload: Record<string, unknown>): boolean {
  const { type, sub, jti, fam, exp } = payload;
  return (
    type === 'access' &&
    typeof exp === 'number' &&
    typeof sub === 'string' &&
    /^[1-9][0-9]{0,9}$/.test(sub) &&
    typeof jti === 'string' &&
    UUID.test(jti) &&
    typeof fam === 'string' &&
    UUID.test(fam)
  );
}

const signer = new TokenSigner(secret, TTL_SECONDS);
const cachedSigner = new TokenSigner(secret, TTL_SECONDS);
const [plain, cached] = await Promise.all([fastifyJwtApp(false), fastifyJwtApp(true)]);
const fjSign = (): string => plain.jwt.sign({ sub: '42', jti: randomUUID(), type: 'access', fam: familyId });

const joseToken = await signer.signAccess(42, familyId);
const fjToken = fjSign();
// The two are interchangeable on the wire: each verifies the other's tokens with the same claims.
const crossA = await signer.verifyAccess(fjToken, { remember: false });
const crossB = checkClaims(plain.jwt.verify<Record<string, unknown>>(joseToken));
if (!crossA || !crossB) throw new Error('the two implementations do not accept each other’s tokens');
await cachedSigner.verifyAccess(joseToken);

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `atria_bench_jwt_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${dbName}"`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 2 });
await runMigrations(database);
const userId = await makeUser(database.db, 'Bench', 'Token');
const userToken = await signer.signAccess(userId, familyId);
const handshakeCtx = { db: database.db, tokens: signer };
if (!(await resolveActor(handshakeCtx, userToken, { remember: false }))) throw new Error('the bench user was refused');

const bench = new Bench({ time: Number(process.env.BENCH_JWT_MS ?? 2000), warmupTime: 300 });
bench
  .add('sign — jose (TokenSigner)', async () => {
    await signer.signAccess(42, familyId);
  })
  .add('sign — @fastify/jwt', () => {
    fjSign();
  })
  .add('verify + claims — jose (TokenSigner, no cache)', async () => {
    if (!(await signer.verifyAccess(joseToken, { remember: false }))) throw new Error('refused');
  })
  .add('verify + claims — @fastify/jwt (no cache)', () => {
    if (!checkClaims(plain.jwt.verify<Record<string, unknown>>(joseToken))) throw new Error('refused');
  })
  .add('verify, cached — jose (TokenSigner cache)', async () => {
    if (!(await cachedSigner.verifyAccess(joseToken))) throw new Error('refused');
  })
  .add('verify, cached — @fastify/jwt (fast-jwt cache)', () => {
    if (!checkClaims(cached.jwt.verify<Record<string, unknown>>(joseToken))) throw new Error('refused');
  })
  .add('handshake token check — resolveActor (jose verify + revocation query)', async () => {
    if (!(await resolveActor(handshakeCtx, userToken, { remember: false }))) throw new Error('refused');
  });
try {
  await bench.run();
} finally {
  await database.close();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
}

const out: Record<string, { opsPerSecond: number; p99Micros: number }> = {};
for (const task of bench.tasks) {
  const r = task.result;
  if (!('throughput' in r)) throw new Error(`${task.name}: ${r.state}`);
  out[task.name] = { opsPerSecond: Math.round(r.throughput.mean), p99Micros: Math.round(r.latency.p99 * 1000) };
}
await Promise.all([plain.close(), cached.close()]);
console.log(JSON.stringify(out));
