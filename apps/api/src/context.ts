import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './db/client';
import type { Env } from './config/env';
import type { ChangeFeed } from './lib/change-feed';
import type { DomainEvents } from './lib/domain-events';
import type { RateLimiter } from './lib/rate-limiter';
import type { TokenSigner } from './lib/tokens';

/** What services are built from: one per app instance. */
export interface AppContext {
  env: Env;
  database: Database;
  db: Db;
  tokens: TokenSigner;
  domainEvents: DomainEvents;
  /** Empties the in-memory caches when the data behind them may have changed. */
  changes: ChangeFeed;
  authLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

/** The authenticated caller. */
export interface Actor {
  id: number;
  jti: string;
  familyId: string;
  expiresAt: Date;
}
