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
  /** The access token's id; empty for a personal access token. */
  jti: string;
  /** The login (refresh family) of the access token; empty for a personal access token. */
  familyId: string;
  expiresAt: Date;
  /** Set when the caller authenticated with a personal access token: what it narrows the person's rights to. */
  token?: PersonalTokenGrant;
}

/** A personal access token's scopes (modules/tokens/token-gate.ts checks them on every request). */
export interface PersonalTokenGrant {
  id: number;
  /** `write` allows every method; `read` only GET and HEAD. */
  write: boolean;
  /** Only resources of these organizations; null: every organization of the person. */
  organizationIds: readonly number[] | null;
}
