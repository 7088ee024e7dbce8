import { join, resolve } from 'node:path';
import pg from 'pg';
import { openDatabase } from './client';
import { EMBEDDED_DATABASE, refusePgliteDataDir, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import { lockDataDir } from './lock';
import { runMigrations } from './migrate';

/** Refused move (target not empty, data dir in use...): the message says why, nothing was changed. */
export class MoveError extends Error {}

export interface MoveOptions {
  /** The data directory whose embedded cluster is copied (Atria must be stopped). */
  dataDir: string;
  /** An empty PostgreSQL database (≥ 13) that receives the schema and every row. */
  targetUrl: string;
  log?(line: string): void;
}

export interface MoveReport {
  tables: { table: string; rows: number }[];
}

interface Column {
  name: string;
  type: string;
}

const BATCH_ROWS = 500;
// Values as PostgreSQL writes them (text), read back by its own input functions: nothing is lost on the way.
const asText = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the embedded database of `dataDir` into the empty database at `targetUrl`: migrates the target to
 * this version's schema, then copies every table's rows (parents before children, user triggers off so
 * nothing is recomputed) and every sequence's position, in one transaction on the target. The embedded
 * cluster is left as it was.
 */
export async function moveToPostgres(opts: MoveOptions): Promise<MoveReport> {
  const log = opts.log ?? (() => undefined);
  const root = resolve(opts.dataDir);
  const release = lockDataDir(root);
  let cluster: EmbeddedPostgres | undefined;
  const target = new pg.Client({ connectionString: opts.targetUrl, types: asText });
  try {
    refusePgliteDataDir(root);
    await target.connect();
    const { rows: existing } = await target.query<{ name: string }>(
      "select table_schema || '.' || table_name as name from information_schema.tables where table_schema in ('public', 'drizzle') limit 5",
    );
    if (existing.length > 0) {
      throw new MoveError(
        `The target database is not empty (${existing.map((r) => r.name).join(', ')}): give an empty database`,
      );
    }
    cluster = await startEmbeddedPostgres({
      dir: join(root, 'postgres'),
      passwordFile: join(root, 'postgres-password'),
      database: EMBEDDED_DATABASE,
    });
    const sourceUrl = cluster.url(EMBEDDED_DATABASE);
    // Both sides on this version's schema: the source may predate the last migration.
    for (const url of [sourceUrl, opts.targetUrl]) {
      const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
    }
    log('schema created on the target');
    const source = new pg.Client({ connectionString: sourceUrl, types: asText });
    await source.connect();
    try {
      return await copyAll(source, target, log);
    } finally {
      await source.end();
    }
  } finally {
    await target.end().catch(() => undefined);
    await cluster?.stop();
    release();
  }
}

async function copyAll(source: pg.Client, target: pg.Client, log: (line: string) => void): Promise<MoveReport> {
  const tables = await tablesInOrder(source);
  const report: MoveReport = { tables: [] };
  await source.query('begin isolation level repeatable read read only');
  await target.query('begin');
  try {
    for (const table of tables) await target.query(`alter table ${ident(table)} disable trigger user`);
    const foreignKeys = await deferForeignKeys(target);
    for (const table of tables) {
      const rows = await copyTable(source, target, table);
      report.tables.push({ table, rows });
      log(`${table}: ${rows} rows`);
    }
    await restoreForeignKeys(target, foreignKeys);
    for (const table of tables) await target.query(`alter table ${ident(table)} enable trigger user`);
    await copySequences(source, target);
    await target.query('commit');
  } catch (err) {
    await target.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    await source.query('commit').catch(() => undefined);
  }
  return report;
}

/**
 * Tables whose foreign keys point at each other (users and media: an avatar, its uploader) cannot be copied
 * one after the other with the keys checked row by row. Within the copy's transaction every foreign key is made
 * deferrable and deferred, so all are checked once the rows are all there; `restoreForeignKeys` checks them and
 * puts them back as they were.
 */
async function deferForeignKeys(target: pg.Client): Promise<{ table: string; name: string }[]> {
  const { rows } = await target.query<{ table: string; name: string }>(
    `select c.relname as table, k.conname as name from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and not k.condeferrable`,
  );
  for (const fk of rows)
    await target.query(
      `alter table ${ident(fk.table)} alter constraint ${ident(fk.name)} deferrable initially immediate`,
    );
  await target.query('set constraints all deferred');
  return rows;
}

async function restoreForeignKeys(target: pg.Client, foreignKeys: { table: string; name: string }[]): Promise<void> {
  await target.query('set constraints all immediate');
  for (const fk of foreignKeys)
    await target.query(`alter table ${ident(fk.table)} alter constraint ${ident(fk.name)} not deferrable`);
}

/** The tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInOrder(source: pg.Client): Promise<string[]> {
  const { rows: tables } = await source.query<{ name: string }>(
    "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('r', 'p') order by 1",
  );
  const { rows: edges } = await source.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const e of edges) if (e.child === name) visit(e.parent, path);
    ordered.push(name);
  };
  for (const t of tables) visit(t.name, new Set());
  return ordered;
}

async function copyTable(source: pg.Client, target: pg.Client, table: string): Promise<number> {
  const { rows: columns } = await source.query<Column>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type from pg_attribute a
     where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`,
    [`public.${ident(table)}`],
  );
  const list = columns.map((c) => ident(c.name)).join(', ');
  const cursor = `move_${table}`;
  await source.query(`declare ${ident(cursor)} no scroll cursor for select ${list} from public.${ident(table)}`);
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<Record<string, string | null>>(`fetch ${BATCH_ROWS} from ${ident(cursor)}`);
    if (rows.length === 0) break;
    const values: (string | null)[] = [];
    const tuples = rows.map((row) => {
      const cells = columns.map((c) => {
        values.push(row[c.name] ?? null);
        return `$${values.length}::${c.type}`;
      });
      return `(${cells.join(', ')})`;
    });
    await target.query(
      `insert into public.${ident(table)} (${list}) overriding system value values ${tuples.join(', ')}`,
      values,
    );
    copied += rows.length;
  }
  await source.query(`close ${ident(cursor)}`);
  return copied;
}

async function copySequences(source: pg.Client, target: pg.Client): Promise<void> {
  const { rows } = await source.query<{ name: string; last_value: string | null }>(
    "select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name, last_value from pg_sequences where schemaname = 'public'",
  );
  for (const seq of rows) {
    // last_value is null for a sequence never used: the target's fresh sequence is already right.
    if (seq.last_value !== null)
      await target.query('select setval($1::regclass, $2::bigint, true)', [seq.name, seq.last_value]);
  }
}
