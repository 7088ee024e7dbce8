/**
 * Round trips to PostgreSQL, without the API: 10 connections doing primary-key reads, then small write
 * transactions (begin, insert, commit), against the machine's PostgreSQL (BENCH_DATABASE_URL) and a durable
 * embedded server reached over TCP and over its unix socket. Runs alternate between the three, so a busy spell
 * falls on all of them; prints the median reads and commits per second of each as JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MS = Number(process.env.BENCH_ROUNDTRIP_MS ?? 2000);
const CONNECTIONS = 10;
const external = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const dir = mkdtempSync(join(tmpdir(), 'atria-bench-roundtrips-'));
const server = await startEmbeddedPostgres({
  dir: join(dir, 'postgres'),
  passwordFile: join(dir, 'password'),
  database: 'atria',
});
const socketUrl = server.url('atria');
const targets: Record<string, string> = {
  external,
  'embedded, tcp': socketUrl.replace(/\?host=.*$/, ''),
  'embedded, socket': socketUrl,
};
const pools = Object.entries(targets).map(([name, url]) => ({
  name,
  pool: new pg.Pool({ connectionString: url, max: CONNECTIONS }),
}));
const table = `bench_roundtrip_${process.pid}`;

async function run(pool: pg.Pool, kind: 'read' | 'write'): Promise<number> {
  let n = 0;
  const end = Date.now() + MS;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = await pool.connect();
      try {
        while (Date.now() < end) {
          if (kind === 'read') {
            await client.query({
              name: 'read',
              text: `select id, body from ${table} where id = $1`,
              values: [(n % 100) + 1],
            });
          } else {
            await client.query('begin');
            await client.query({ name: 'write', text: `insert into ${table} (body) values ($1)`, values: ['hello'] });
            await client.query('commit');
          }
          n += 1;
        }
      } finally {
        client.release();
      }
    }),
  );
  return n / (MS / 1000);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
try {
  for (const { pool } of pools) {
    await pool.query(`create table if not exists ${table} (id serial primary key, body text)`);
    await pool.query(`insert into ${table} (body) select 'row ' || g from generate_series(1, 100) g`);
  }
  const samples = new Map<string, number[]>();
  for (let i = 0; i < RUNS; i += 1) {
    for (const kind of ['read', 'write'] as const) {
      for (const { name, pool } of pools) {
        const key = `${name} ${kind}s/s`;
        samples.set(key, [...(samples.get(key) ?? []), Math.round(await run(pool, kind))]);
      }
    }
  }
  console.log(JSON.stringify(Object.fromEntries([...samples].map(([k, v]) => [k, { median: median(v), runs: v }]))));
} finally {
  for (const { pool } of pools) {
    await pool.query(`drop table if exists ${table}`).catch(() => undefined);
    await pool.end();
  }
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
