/**
 * Test fixture (db/embedded.test.ts): opens the embedded database of the data directory given as argument,
 * writes `ready` and waits to be killed.
 */
import { openEmbeddedDatabase } from './embedded';

const dir = process.argv[2];
if (!dir) throw new Error('usage: embedded.fixture.ts DATA_DIR');
await openEmbeddedDatabase(dir, { poolSize: 1, durable: false });
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000);
