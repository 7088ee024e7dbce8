import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** Finds the committed drizzle-kit migrations whether running from src/ (tests, tsx) or the bundle in dist/. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Database migrations folder (apps/api/drizzle) not found');
}

// Any constant works: it only has to be the same for every Atria process sharing a database.
const MIGRATION_LOCK = 7_310_421;

/** Applies pending migrations. An advisory lock keeps concurrent instances from racing. */
export async function runMigrations(database: Database): Promise<void> {
  const folder = migrationsFolder();
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await migrate(tx as never, { migrationsFolder: folder });
  });
}
