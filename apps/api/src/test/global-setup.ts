import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';

export type TestBackend =
  | { kind: 'postgres'; adminUrl: string; template: string; prefix: string; source: 'TEST_DATABASE_URL' | 'testcontainers' }
  | { kind: 'pglite' };

declare module 'vitest' {
  export interface ProvidedContext {
    backend: TestBackend;
  }
}

const dbUrl = (base: string, database: string): string => {
  const u = new URL(base);
  u.pathname = `/${database}`;
  return u.toString();
};

async function prepareTemplate(adminUrl: string): Promise<string> {
  const template = `atria_tpl_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  try {
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: dbUrl(adminUrl, template), poolSize: 1 });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  return template;
}

/** testcontainers, only when a container runtime answers (asked through testcontainers itself). */
async function startContainer(): Promise<{ url: string; stop: () => Promise<unknown> } | null> {
  try {
    const tc = await import('testcontainers');
    await Promise.race([
      tc.getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no container runtime answered')), 5_000)),
    ]);
    const container = await new tc.GenericContainer('postgres:16-alpine')
      .withEnvironment({ POSTGRES_PASSWORD: 'postgres', POSTGRES_DB: 'test' })
      .withExposedPorts(5432)
      .withWaitStrategy(tc.Wait.forLogMessage(/database system is ready to accept connections/, 2))
      .start();
    const url = `postgres://postgres:postgres@${container.getHost()}:${container.getMappedPort(5432)}/test`;
    return { url, stop: () => container.stop() };
  } catch {
    return null;
  }
}

/**
 * Picks the test database once per run: TEST_DATABASE_URL (real PostgreSQL; required to answer when set),
 * else testcontainers when a runtime answers, else embedded PGlite. Says which, visibly.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.TEST_DATABASE_URL;
  let stopContainer: (() => Promise<unknown>) | undefined;
  let adminUrl: string | undefined = configured;
  let source: 'TEST_DATABASE_URL' | 'testcontainers' = 'TEST_DATABASE_URL';
  if (!adminUrl) {
    const started = await startContainer();
    if (started) {
      adminUrl = started.url;
      stopContainer = started.stop;
      source = 'testcontainers';
    }
  }
  if (!adminUrl) {
    process.stdout.write('[atria tests] database: embedded PGlite (set TEST_DATABASE_URL to run against real PostgreSQL)\n');
    project.provide('backend', { kind: 'pglite' });
    return async () => undefined;
  }
  const template = await prepareTemplate(adminUrl);
  process.stdout.write(`[atria tests] database: PostgreSQL via ${source}, one database per test file\n`);
  const prefix = `atria_t_${process.pid}_`;
  project.provide('backend', { kind: 'postgres', adminUrl, template, prefix, source });
  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1) or datname = $2',
        [prefix, template],
      );
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
    } finally {
      await admin.end();
    }
    await stopContainer?.();
  };
}
