import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { makeEvent, makeOrganization, makeSession, makeThread, makeUser } from '../test/fixtures';
import { signUp, testEnv } from '../test/helpers';
import { eq } from 'drizzle-orm';
import { openDatabase } from './client';
import { openEmbeddedDatabase } from './embedded';
import { runMigrations } from './migrate';
import { MoveError, moveToPostgres } from './move';
import { events, media, users } from './schema';

const backend = inject('backend');
const dataDir = mkdtempSync(join(tmpdir(), 'atria-move-'));
const created: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: backend.adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database on the test server (dropped with the run's others: the prefix). */
async function emptyDatabase(): Promise<string> {
  const name = `${backend.prefix}move_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  created.push(name);
  const u = new URL(backend.adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Every row of every table of the public schema, as text, in a stable order. */
async function snapshot(url: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "select tablename as name from pg_tables where schemaname = 'public' order by 1",
    );
    const out: Record<string, string[]> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ r: string }>(
        `select row_to_json(t)::text as r from public."${name}" t order by 1`,
      );
      out[name] = rows.map((row) => row.r);
    }
    return out;
  } finally {
    await client.end();
  }
}

let sourceSnapshot: Record<string, string[]>;

beforeAll(async () => {
  // Something in every kind of table: accounts, an organization, an event with a session and a speaker, a DM thread,
  // an uploaded image.
  const database = await openEmbeddedDatabase(dataDir, { poolSize: 2, durable: false });
  try {
    await runMigrations(database);
    const app = await buildApp({ env: testEnv(), database, logger: false });
    const owner = await signUp(app);
    await app.close();
    const other = await makeUser(database.db, 'Other', 'Person');
    const org = await makeOrganization(database.db, [
      [owner.id, 'OWNER'],
      [other, 'MEMBER'],
    ]);
    const event = await makeEvent(database.db, org, [[other, 'ATTENDEE']]);
    await makeSession(database.db, event, [other]);
    await makeThread(database.db, owner.id, other, [
      { from: owner.id, content: 'moved along, with "quotes" and ünïcode' },
    ]);
    // An uploaded avatar and banner: users and media point at each other (owner, avatar).
    const [image] = await database.db
      .insert(media)
      .values({ owner_id: other, purpose: 'AVATAR', hash: 'f'.repeat(32), width: 64, height: 64, variants: [] })
      .returning();
    await database.db.update(users).set({ avatar_media_id: image?.id }).where(eq(users.id, other));
    await database.db.update(events).set({ banner_media_id: image?.id }).where(eq(events.id, event));
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  for (const name of created) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('moving the embedded database to an external PostgreSQL (scripts/move-to-postgres.mjs)', () => {
  it('copies every row and sequence, so Atria runs on the target as it did on the embedded database', async () => {
    const target = await emptyDatabase();
    const cli = fileURLToPath(new URL('./move-cli.ts', import.meta.url));
    const run = spawn(process.execPath, ['--import', 'tsx', cli, '--to', target, '--data-dir', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout.on('data', (d: Buffer) => (output += d.toString()));
    run.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => run.once('exit', resolve));
    expect(output).toMatch(/Copied \d+ tables/);
    expect(code).toBe(0);

    const source = await openEmbeddedDatabase(dataDir, { poolSize: 1, durable: false });
    try {
      const { rows } = (await source.db.execute('select current_database() as db')) as unknown as {
        rows: { db: string }[];
      };
      expect(rows[0]?.db).toBe('atria');
      sourceSnapshot = await snapshot(await urlOf(source));
    } finally {
      await source.close();
    }
    const moved = await snapshot(target);
    expect(Object.keys(moved)).toEqual(Object.keys(sourceSnapshot));
    expect(Object.values(sourceSnapshot).flat().length).toBeGreaterThan(5);
    expect(moved).toEqual(sourceSnapshot);
    // The foreign keys deferred for the copy are as the migrations made them again.
    const check = new pg.Client({ connectionString: target });
    await check.connect();
    const deferrable = await check
      .query<{ n: number }>("select count(*)::int as n from pg_constraint where contype = 'f' and condeferrable")
      .finally(() => check.end());
    expect(deferrable.rows[0]?.n).toBe(0);

    // The sequences moved too: new rows on the target do not collide with the copied ones.
    const database = await openDatabase({ databaseUrl: target, poolSize: 1 });
    try {
      const app = await buildApp({ env: testEnv(), database, logger: false });
      await expect(signUp(app)).resolves.toMatchObject({ id: expect.any(Number) });
      await makeUser(database.db, 'After', 'Move');
      await app.close();
    } finally {
      await database.close();
    }
  });

  it('refuses a target that is not empty and leaves it unchanged', async () => {
    const target = await emptyDatabase();
    const database = await openDatabase({ databaseUrl: target, poolSize: 1 });
    await runMigrations(database);
    await makeUser(database.db, 'Already', 'There');
    await database.close();
    const before = await snapshot(target);
    await expect(moveToPostgres({ dataDir, targetUrl: target })).rejects.toThrow(MoveError);
    await expect(moveToPostgres({ dataDir, targetUrl: target })).rejects.toThrow(/target database is not empty/);
    expect(await snapshot(target)).toEqual(before);
  });
});

/** The URL the embedded database was opened with: read back from the server it runs. */
async function urlOf(database: Awaited<ReturnType<typeof openEmbeddedDatabase>>): Promise<string> {
  const { rows } = (await database.db.execute("select current_setting('port') as port")) as unknown as {
    rows: { port: string }[];
  };
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${rows[0]?.port}/atria`;
}
