import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadEnv } from './config/env';
import { EmbeddedPostgresError } from './db/embedded';
import { DataDirLockedError } from './db/lock';
import { logFormat, prettyLogStream } from './lib/log-format';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let app: FastifyInstance;
  try {
    const env = loadEnv();
    const pretty = logFormat({ isTTY: process.stdout.isTTY, nodeEnv: env.NODE_ENV }) === 'pretty';
    app = await buildApp({ env, ...(pretty ? { logStream: await prettyLogStream() } : {}) });
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (err) {
    if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof EmbeddedPostgresError) {
      process.stderr.write(`atria: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown grace period over, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  // `kill -USR2 <pid>`: the in-memory caches' hits and misses since start, as one JSON line on stderr.
  process.on('SIGUSR2', () => process.stderr.write(`${JSON.stringify({ caches: app.ctx.changes.stats() })}\n`));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // The terminal closed: without a handler Node would exit at once, leaving the embedded PostgreSQL running.
  process.on('SIGHUP', () => shutdown('SIGHUP'));
}

main().catch((err: unknown) => {
  process.stderr.write(`atria: failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
