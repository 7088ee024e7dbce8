import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../plugins/error-handler';
import { openDatabase } from './client';
import { createTestDatabase } from '../test/helpers';

describe('the pg pool when the server goes away', () => {
  it('survives a connection killed between two statements of a transaction: the next one fails as unavailable', async () => {
    const test = await createTestDatabase();
    const admin = new pg.Client({ connectionString: test.url });
    await admin.connect();
    try {
      const outcome = test.database.db.transaction(async (tx) => {
        const res = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (res as unknown as { rows: { pid: number }[] }).rows[0]?.pid;
        await admin.query('select pg_terminate_backend($1)', [pid]);
        // Idle inside the transaction while the server closes the connection: the client emits 'error' now.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(outcome).rejects.toSatisfy(isDatabaseUnavailable);
      // The pool replaced the dead connection.
      await expect(test.database.ping()).resolves.toBeUndefined();
    } finally {
      await admin.end();
      await test.drop();
    }
  });
});

describe('the pg pool when every connection is busy', () => {
  it('fails a query that waited past the connection timeout as unavailable (503), not as an internal error', async () => {
    const test = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: test.url, max: 1, connectionTimeoutMillis: 200 });
    const held = await pool.connect();
    try {
      const outcome = pool.query('select 1');
      await expect(outcome).rejects.toThrow();
      await expect(outcome).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      held.release();
      await pool.end();
      await test.drop();
    }
  });
});

describe('the pg pool between bursts', () => {
  it('keeps the connections a burst opened through a quiet spell longer than the idle timeout', async () => {
    const test = await createTestDatabase();
    const database = await openDatabase({ databaseUrl: test.url, poolSize: 3, idleTimeoutMs: 50 });
    // Three statements at once hold three connections: their backend pids name them.
    const burst = async () =>
      new Set(
        await Promise.all(
          [0, 1, 2].map(async () => {
            const res = (await database.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`)) as unknown as {
              rows: { pid: number }[];
            };
            return res.rows[0]?.pid;
          }),
        ),
      );
    try {
      const first = await burst();
      expect(first.size).toBe(3);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await burst()).toEqual(first);
    } finally {
      await database.close();
      await test.drop();
    }
  });
});
