import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { runMigrations } from '../db/migrate';

export interface TestBackend {
  adminUrl: string;
  template: string;
  prefix: string;
  source: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded';
}

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
interface Started {
  url: string;
  source: TestBackend['source'];
  stop: () => Promise<unknown>;
}

async function startContainer(): Promise<Started | null> {
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
    return { url, source: 'testcontainers', stop: () => container.stop() };
  } catch {
    return null;
  }
}

/** One throwaway embedded PostgreSQL server (see db/embedded.ts) in a temp dir, removed when stopped. */
async function startEmbedded(): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), 'atria-test-pg-'));
  try {
    const server = await startEmbeddedPostgres({
      dir: join(dir, 'postgres'),
      passwordFile: join(dir, 'postgres-password'),
      durable: false,
    });
    return {
      url: server.url(),
      source: 'embedded',
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/**
 * Picks the test server once per run: TEST_DATABASE_URL (required to answer when set), else testcontainers
 * when a runtime answers, else one embedded PostgreSQL server for the run. Every test file gets a fresh
 * database copied from a migrated template on it. Says which, visibly.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.TEST_DATABASE_URL;
  const started = configured ? undefined : ((await startContainer()) ?? (await startEmbedded()));
  const adminUrl = configured ?? started?.url ?? '';
  const source = started?.source ?? 'TEST_DATABASE_URL';
  const template = await prepareTemplate(adminUrl).catch(async (err: unknown) => {
    await started?.stop();
    throw err;
  });
  process.stdout.write(`[atria tests] database: PostgreSQL via ${source}, one database per test file\n`);
  const prefix = `atria_t_${process.pid}_`;
  project.provide('backend', { adminUrl, template, prefix, source });
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
    await started?.stop();
  };
}
