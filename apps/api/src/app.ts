import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { demoEnabled, type Env } from './config/env';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { openEmbeddedDatabase } from './db/embedded';
import { runMigrations } from './db/migrate';
import { seedDemo } from './db/seed';
import type { ReadCache } from './lib/read-cache';
import { registerReadCache } from './plugins/read-cache';
import { ChangeFeed } from './lib/change-feed';
import { DomainEvents } from './lib/domain-events';
import { PURGE_FIRST_DELAY_MS, purgeExpired, schedulePeriodic } from './lib/purge';
import { RateLimiter } from './lib/rate-limiter';
import { loadJwtSecret } from './lib/secrets';
import { TokenSigner } from './lib/tokens';
import { authPlugin } from './plugins/auth';
import { frameworkErrorHandler, registerErrorHandler } from './plugins/error-handler';
import { registerDrain } from './plugins/drain';
import { registerStorableTextCheck } from './plugins/storable-text';
import { registerOpenApi } from './plugins/openapi';
import { registerRealtimeDocs } from './plugins/realtime-docs';
import { registerOutboxWorker } from './plugins/outbox';
import { registerWebhookWorker } from './plugins/webhooks';
import { registerExportWorker } from './plugins/exports';
import { registerReminderScheduler } from './plugins/reminders';
import { mediaFilesPlugin } from './plugins/media-files';
import { findWebDist, registerWeb } from './plugins/web';
import { attachRealtime } from './realtime/io';
import { buildHandlers } from './http/handlers';
import { registerRoutes } from './http/register-routes';
import { securityHeaders } from './http/security-headers';
import { TOMBSTONE_DAYS } from './modules/calendar/calendar.service';
import { buildServices } from './services';
import { usersRepository } from './modules/users/users.repository';

export const VERSION = '0.1.0';

export interface BuildAppOptions {
  env: Env;
  /** An already opened and migrated database (tests); otherwise opened from env and closed with the app. */
  database?: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout as JSON lines (server.ts: readable lines at a terminal). */
  logStream?: NodeJS.WritableStream;
  /** Seed demo data after migrating (defaults to the env rule). */
  seed?: boolean;
  /** Purge expired rows periodically (lib/purge.ts); defaults to whether the app opened its own database. */
  purge?: boolean;
  /** Run the outbox worker (plugins/outbox.ts); defaults to whether the app opened its own database. */
  outbox?: boolean;
  /** Run the webhook worker (plugins/webhooks.ts); defaults to `outbox`. */
  webhooks?: boolean;
  /** Run the data export worker (plugins/exports.ts); defaults to `outbox`. */
  exports?: boolean;
  /** Run the session reminder scheduler (plugins/reminders.ts); defaults to whether the app opened its own database. */
  reminders?: boolean;
}

/**
 * Opens the configured database: DATABASE_URL, else the embedded PostgreSQL server of the locked data
 * directory (started here, stopped when the database is closed).
 */
export async function openDatabaseFromEnv(env: Env): Promise<Database> {
  if (env.DATABASE_URL) return openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 10 });
  return openEmbeddedDatabase(env.ATRIA_DATA_DIR, {
    poolSize: 10,
    onUnexpectedExit: (detail) => process.stderr.write(`atria: ${detail}\n`),
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How long start-up waits for the change feed's LISTEN before serving with the caches off. */
const CHANGE_FEED_WAIT_MS = 5_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** GET answers held in memory (plugins/read-cache.ts). */
    readCache: ReadCache;
  }
  interface FastifyContextConfig {
    /**
     * The route writes nothing the in-memory caches hold (see ChangeFeed): its answer need not wait for its
     * writes to be announced.
     */
    keepsCaches?: boolean;
  }
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ['https://player.vimeo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Builds the exact app instance that tests use: plugins, the services (built once), then the route table. */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger:
      opts.logger === false ? false : { level: env.LOG_LEVEL, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
    // Requests reaching a closing instance on a kept-alive connection are served (drain.ts closes the
    // connection after them): Fastify's own 503 would not be the error body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (e.g. POST /auth/refresh) is no body, not a parse error; prototype keys are refused.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' || body === undefined) return done(null, undefined);
    return jsonParser(req, body as string, done);
  });

  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openDatabaseFromEnv(env));
  if (ownsDatabase) {
    app.addHook('onClose', async () => database.close());
    await runMigrations(database);
    if (opts.seed ?? demoEnabled(env)) await seedDemo(database.db, env);
  }

  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    tokens: new TokenSigner(loadJwtSecret(env.JWT_SECRET, env.ATRIA_DATA_DIR), env.ACCESS_TOKEN_TTL_SECONDS),
    domainEvents: new DomainEvents(),
    changes: new ChangeFeed(),
    authLimiter: new RateLimiter(database.db, env.AUTH_RATE_LIMIT_WINDOW_SECONDS),
    log: app.log,
  };
  app.decorate('ctx', ctx);
  ctx.changes.start(database, app.log);
  app.addHook('onReady', async () => {
    if (!(await ctx.changes.whenLive(CHANGE_FEED_WAIT_MS)))
      app.log.warn('change feed not listening yet: in-memory caches stay off until it is');
  });
  app.addHook('onClose', async () => ctx.changes.stop());
  if (opts.purge ?? ownsDatabase) registerPurge(app, ctx);
  if (opts.outbox ?? ownsDatabase) registerOutboxWorker(app, ctx);
  if (opts.webhooks ?? opts.outbox ?? ownsDatabase) registerWebhookWorker(app, ctx);
  if (opts.reminders ?? ownsDatabase) registerReminderScheduler(app, ctx);
  // A write answered by this instance is announced here before the answer leaves (the feed has heard every
  // notification its statements sent): the caller's next read here sees it, and each cache dropped only what
  // depended on what changed. Routes that change nothing cached opt out. If the marker does not come back, every
  // cache is emptied instead.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READ_METHODS.has(request.method) || request.routeOptions.config.keepsCaches === true || !ctx.changes.live)
      return payload;
    try {
      await ctx.changes.settled();
    } catch {
      ctx.changes.flush();
    }
    return payload;
  });
  const services = buildServices(ctx);
  if (opts.exports ?? opts.outbox ?? ownsDatabase) registerExportWorker(app, ctx, services.dataExport);
  const readCache = registerReadCache(app, ctx, services.audiences);
  app.decorate('readCache', readCache);

  // The saved language of error answers, over HTTP and over the socket (docs/i18n.md#server-messages).
  const savedLocale = (userId: number) => usersRepository.savedLocale(ctx.db, userId);
  await registerErrorHandler(app, savedLocale);
  registerDrain(app);
  registerStorableTextCheck(app);
  // Security headers: Helmet's, worked out once (they are the same for every response; see security-headers.ts).
  const headers = securityHeaders({ contentSecurityPolicy: { directives: CSP }, crossOriginEmbedderPolicy: false });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await registerOpenApi(app, VERSION);
  await registerRealtimeDocs(app, env, VERSION);
  await app.register(authPlugin, { ctx });

  // Every route of the contracts' table (docs/architecture.md#route-table), under /api.
  const handlers = buildHandlers(ctx, services, VERSION);
  await app.register(async (api) => registerRoutes(api, handlers), { prefix: '/api' });
  attachRealtime(app, ctx, services, savedLocale);

  await app.register(mediaFilesPlugin, { storage: services.mediaStorage });
  await registerWeb(app, findWebDist(env.WEB_DIST_DIR));
  return app;
}

/** Deletes expired rows every PURGE_INTERVAL_SECONDS once the app is ready, until it closes (lib/purge.ts). */
function registerPurge(app: FastifyInstance, ctx: AppContext): void {
  const intervalMs = ctx.env.PURGE_INTERVAL_SECONDS * 1000;
  let periodic: ReturnType<typeof schedulePeriodic> | undefined;
  app.addHook('onReady', async () => {
    periodic = schedulePeriodic(
      async () => {
        const counts = await purgeExpired(ctx.db, {
          rateLimitWindowSeconds: ctx.env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
          tombstoneDays: TOMBSTONE_DAYS,
        });
        app.log.debug({ purged: counts ?? 'another instance is purging' }, 'purge of expired rows');
      },
      {
        firstDelayMs: Math.min(PURGE_FIRST_DELAY_MS, intervalMs),
        intervalMs,
        onError: (err) => app.log.warn({ err }, 'purge of expired rows failed'),
      },
    );
  });
  app.addHook('preClose', async () => periodic?.stop());
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
