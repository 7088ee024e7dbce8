import { loadEnv } from '../config/env';
import { openDatabaseFromEnv } from '../app';
import { runMigrations } from './migrate';
import { seedDemo } from './seed';

const env = loadEnv();
const database = await openDatabaseFromEnv(env);
try {
  await runMigrations(database);
  const seeded = await seedDemo(database.db, env);
  process.stdout.write(seeded ? 'Demo data seeded.\n' : 'Demo data already present; nothing to do.\n');
} finally {
  await database.close();
}
