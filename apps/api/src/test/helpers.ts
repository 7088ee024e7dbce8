import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadEnv, type Env } from '../config/env';
import { openDatabase, type Database } from '../db/client';

export interface TestDatabase {
  database: Database;
  url: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file: a copy of the migrated template (see global-setup.ts). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const backend = inject('backend');
  const name = `${backend.prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: backend.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${backend.template}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(backend.adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = await openDatabase({ databaseUrl: url, poolSize: 4 });
  return {
    database,
    url,
    async drop() {
      await database.close();
      const a = new pg.Client({ connectionString: backend.adminUrl });
      await a.connect();
      try {
        await a.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await a.end();
      }
    },
  };
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ATRIA_DATA_DIR: mkdtempSync(join(tmpdir(), 'atria-test-')),
    AUTH_RATE_LIMIT_MAX: '1000',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The test database's URL, to open a second pool on it (another "instance"). */
  url: string;
  env: Env;
  close(): Promise<void>;
}

/** The real app on a fresh database. Call `close` in afterAll. */
export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const env = testEnv(envOverrides);
  const app = await buildApp({ env, database: db.database, logger: false });
  await app.ready();
  return {
    app,
    database: db.database,
    url: db.url,
    env,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label = 'user'): string =>
  `${label}.${Date.now().toString(36)}.${(counter += 1)}.${randomBytes(3).toString('hex')}@example.test`;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
  refresh: string;
  auth: { authorization: string };
}

/** Signs up a user through the API and returns their tokens. */
export async function signUp(
  app: FastifyInstance,
  fields: Partial<{ email: string; password: string; first_name: string; last_name: string }> = {},
): Promise<TestUser> {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, password, first_name: fields.first_name ?? 'Test', last_name: fields.last_name ?? 'User' },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const tokens = res.json<{ access_token: string; refresh_token: string }>();
  const me = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  return {
    id: me.json<{ id: number }>().id,
    email,
    password,
    token: tokens.access_token,
    refresh: tokens.refresh_token,
    auth: { authorization: `Bearer ${tokens.access_token}` },
  };
}

/** `app.inject` with an optional user's bearer token. */
export function call(
  app: FastifyInstance,
  user: TestUser | null,
  opts: InjectOptions & { method: InjectOptions['method']; url: string },
): Promise<LightMyRequestResponse> {
  const headers = { ...(opts.headers ?? {}), ...(user ? user.auth : {}) };
  return app.inject({ ...opts, headers });
}

export interface TestCluster {
  /** Instances sharing one PostgreSQL database and one configuration (JWT secret included). */
  instances: TestApp[];
  close(): Promise<void>;
}

/** Several app instances on one fresh database, as behind a load balancer. */
export async function createTestCluster(
  size: number,
  envOverrides: Record<string, string> = {},
  /** Settings of one instance only (e.g. its own REDIS_URL); the rest, JWT secret included, stay shared. */
  instanceEnv: (index: number) => Partial<Env> = () => ({}),
): Promise<TestCluster> {
  const db = await createTestDatabase();
  const url = db.url;
  const env = testEnv(envOverrides);
  const instances: TestApp[] = [];
  try {
    for (let i = 0; i < size; i += 1) {
      const database = i === 0 ? db.database : await openDatabase({ databaseUrl: url, poolSize: 4 });
      const ownEnv = { ...env, ...instanceEnv(i) };
      const app = await buildApp({ env: ownEnv, database, logger: false }).catch(async (err: unknown) => {
        if (database !== db.database) await database.close();
        throw err;
      });
      instances.push({
        app,
        database,
        url,
        env: ownEnv,
        async close() {
          await app.close();
          if (database !== db.database) await database.close();
        },
      });
      await app.ready();
    }
  } catch (err) {
    for (const instance of instances) await instance.close();
    await db.drop();
    throw err;
  }
  return {
    instances,
    async close() {
      for (const instance of instances) await instance.close();
      await db.drop();
    },
  };
}
