// Moves the embedded database to an external PostgreSQL (see docs/database.md):
//   node scripts/move-to-postgres.mjs --to postgres://user:password@host:5432/atria [--data-dir ./data]
// Builds the API first when its bundle is missing, then runs apps/api/src/db/move-cli.ts from it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = new URL('../apps/api/dist/move-to-postgres.js', import.meta.url);
if (!existsSync(fileURLToPath(bundle))) {
  process.stdout.write('atria: building @atria/api...\n');
  execSync('pnpm --filter @atria/api build', { cwd: root, stdio: 'inherit' });
}
await import(bundle.href);
