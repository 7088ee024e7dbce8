import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/helpers';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
};

describe('database schema', () => {
  it('has an index leading with the columns of every foreign key', async () => {
    const fks = await rows<{ table: string; constraint: string; cols: string }>(sql`
      select c.conrelid::regclass::text as table, c.conname as constraint,
             array_to_string(array(select unnest(c.conkey)::text), ',') as cols
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`);
    expect(fks.length).toBeGreaterThanOrEqual(15);
    const indexes = await rows<{ table: string; cols: string }>(sql`
      select i.indrelid::regclass::text as table, array_to_string(array(select unnest(i.indkey)::text), ',') as cols
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'`);
    const unindexed = fks.filter(
      (fk) => !indexes.some((ix) => ix.table === fk.table && `${ix.cols},`.startsWith(`${fk.cols},`)),
    );
    expect(unindexed).toEqual([]);
  });

  it('enforces the spec invariants with check constraints and derives day_count', async () => {
    await t.database.db.execute(sql`insert into organizations (name) values ('Schema Org')`);
    const org = (await rows<{ id: number }>(sql`select id from organizations where name = 'Schema Org'`))[0];
    expect(org).toBeDefined();
    const ev = await rows<{ id: number; day_count: number }>(sql`
      insert into events (organization_id, title, event_type, start_date, end_date, company_name)
      values (${org?.id}, 'Conf', 'CONFERENCE', '2030-01-01', '2030-01-03', 'Co') returning id, day_count`);
    expect(ev[0]?.day_count).toBe(3);
    await expect(
      t.database.db
        .execute(sql`insert into events (organization_id, title, event_type, start_date, end_date, company_name)
        values (${org?.id}, 'Bad', 'CONFERENCE', '2030-01-03', '2030-01-01', 'Co')`),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .execute(sql`insert into events (organization_id, title, event_type, start_date, end_date, company_name)
        values (${org?.id}, 'Bad', 'SINGLE_SESSION', '2030-01-01', '2030-01-02', 'Co')`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`insert into sessions (event_id, title, day_number, start_time, end_time)
        values (${ev[0]?.id}, 'S', 1, '10:00', '09:00')`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`insert into sessions (event_id, title, day_number, start_time, end_time)
        values (${ev[0]?.id}, 'S', 0, '09:00', '10:00')`),
    ).rejects.toThrow();
  });

  it('keeps emails and organization names unique case-insensitively', async () => {
    await t.database.db.execute(
      sql`insert into users (email, first_name, last_name) values ('Case@Example.test', 'A', 'B')`,
    );
    await expect(
      t.database.db.execute(
        sql`insert into users (email, first_name, last_name) values ('case@example.TEST', 'C', 'D')`,
      ),
    ).rejects.toThrow();
    await t.database.db.execute(sql`insert into organizations (name) values ('Unique Org')`);
    await expect(t.database.db.execute(sql`insert into organizations (name) values ('UNIQUE ORG')`)).rejects.toThrow();
  });

  it('allows one thread per user pair and event context', async () => {
    const u = await rows<{ id: number }>(sql`insert into users (email, first_name, last_name)
      values ('p1@example.test','P','1'), ('p2@example.test','P','2') returning id`);
    const [a, b] = [u[0]?.id ?? 0, u[1]?.id ?? 0].sort((x, y) => x - y);
    await t.database.db.execute(
      sql`insert into direct_message_threads (user_low_id, user_high_id) values (${a}, ${b})`,
    );
    await expect(
      t.database.db.execute(sql`insert into direct_message_threads (user_low_id, user_high_id) values (${a}, ${b})`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`insert into direct_message_threads (user_low_id, user_high_id) values (${b}, ${a})`),
    ).rejects.toThrow();
  });
});
