/**
 * `node scripts/move-to-postgres.mjs --to URL [--data-dir DIR]`: copies the embedded database of the data
 * directory (ATRIA_DATA_DIR, default ./data) into an empty external PostgreSQL database. Atria must be
 * stopped; the embedded database is left as it was. See docs/database.md.
 */
import { loadEnv } from '../config/env';
import { DataDirLockedError } from './lock';
import { EmbeddedPostgresError } from './embedded';
import { MoveError, moveToPostgres } from './move';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const targetUrl = arg('to');
const dataDir = arg('data-dir') ?? loadEnv().ATRIA_DATA_DIR;
if (!targetUrl) {
  process.stderr.write(
    'usage: node scripts/move-to-postgres.mjs --to postgres://user:password@host:5432/atria [--data-dir ./data]\n',
  );
  process.exit(2);
}

try {
  const report = await moveToPostgres({ dataDir, targetUrl, log: (line) => process.stdout.write(`  ${line}\n`) });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  process.stdout.write(
    `Copied ${report.tables.length} tables (${rows} rows) from ${dataDir} into the target database.\n` +
      'Start Atria with DATABASE_URL set to it; the embedded database stays in the data directory, unused.\n',
  );
} catch (err) {
  const known = err instanceof MoveError || err instanceof DataDirLockedError || err instanceof EmbeddedPostgresError;
  process.stderr.write(
    `atria: move failed, the target was left unchanged: ${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
}
