/**
 * Each user's budget of socket requests: a token bucket of `burst` tokens refilled at `ratePerSecond`, one token
 * per request, shared by all the user's sockets. In process memory on a single instance; with Redis, one bucket
 * per user in Redis shared by every instance, from which each instance reserves tokens a chunk at a time (see
 * SharedBudget), so a request costs no Redis round trip except one in `RESERVE_CHUNK`.
 */

export interface BudgetDecision {
  allowed: boolean;
  /** Whole seconds until the next request may be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface BudgetLimits {
  ratePerSecond: number;
  burst: number;
}

/** Takes one token of a user's budget: synchronous when decided locally, a promise when Redis is asked. */
export interface RequestBudget {
  take(userId: number): BudgetDecision | Promise<BudgetDecision>;
}

export const ALLOWED: BudgetDecision = Object.freeze({ allowed: true, retryAfterSeconds: 0 });
const refused = (waitMs: number): BudgetDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
});

/** How often, in takes, idle entries are dropped from the in-memory maps. */
const SWEEP_EVERY = 1000;

/** Token buckets in process memory, one per user. */
export class TokenBuckets implements RequestBudget {
  private readonly buckets = new Map<number, { tokens: number; at: number }>();
  private takes = 0;

  constructor(
    readonly limits: BudgetLimits,
    private readonly now: () => number = Date.now,
  ) {}

  take(userId: number): BudgetDecision {
    const now = this.now();
    this.sweep(now);
    const bucket = this.buckets.get(userId);
    const tokens = bucket ? this.refilled(bucket, now) : this.limits.burst;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, at: now });
      return refused(((1 - tokens) * 1000) / this.limits.ratePerSecond);
    }
    if (bucket) Object.assign(bucket, { tokens: tokens - 1, at: now });
    else this.buckets.set(userId, { tokens: tokens - 1, at: now });
    return ALLOWED;
  }

  /** Users held (for tests). */
  get size(): number {
    return this.buckets.size;
  }

  private refilled(bucket: { tokens: number; at: number }, now: number): number {
    return Math.min(
      this.limits.burst,
      bucket.tokens + (Math.max(0, now - bucket.at) * this.limits.ratePerSecond) / 1000,
    );
  }

  /** A full bucket is the same as none: dropped now and then, so the map holds only users recently active. */
  private sweep(now: number): void {
    this.takes += 1;
    if (this.takes < SWEEP_EVERY) return;
    this.takes = 0;
    for (const [userId, bucket] of this.buckets)
      if (this.refilled(bucket, now) >= this.limits.burst) this.buckets.delete(userId);
  }
}

/** Runs a Redis command (the API's publishing client: it fails at once, rather than queueing, while Redis is away). */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/** Tokens an instance reserves from a user's Redis bucket at a time. */
export const RESERVE_CHUNK = 10;
/** A reservation that Redis has not answered by then is given up: the local bucket decides instead. */
export const RESERVE_TIMEOUT_MS = 250;
/** After Redis failed, the local bucket decides alone for this long before Redis is tried again. */
const REDIS_PAUSE_MS = 1_000;
/** A user's reserved tokens left unused this long are dropped (they were counted in Redis: nothing is lost but them). */
const IDLE_MS = 60_000;

/**
 * Takes up to ARGV[3] tokens from the bucket in KEYS[1] (ARGV[1] tokens per second, at most ARGV[2]), on Redis'
 * clock so instances' clocks do not matter. Returns { granted, ms until one token when none was granted }.
 */
const RESERVE_SCRIPT = `
local rate, burst, want = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local state = redis.call('HMGET', KEYS[1], 'n', 't')
local tokens = burst
if state[1] then tokens = math.min(burst, tonumber(state[1]) + math.max(0, now - tonumber(state[2])) * rate / 1000) end
local granted = math.min(want, math.floor(tokens))
tokens = tokens - granted
redis.call('HSET', KEYS[1], 'n', tostring(tokens), 't', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst * 1000 / rate) + 1000)
local wait = 0
if granted == 0 then wait = math.ceil((1 - tokens) * 1000 / rate) end
return { granted, wait }
`;

interface Reservation {
  /** Tokens reserved from Redis and not used yet. */
  tokens: number;
  /** Redis said the bucket is empty: refused locally until then, without asking again. */
  blockedUntil: number;
  lastUsed: number;
  pending?: Promise<void>;
}

/**
 * The user's budget kept in Redis and shared by every instance. Each instance takes tokens from Redis
 * `RESERVE_CHUNK` at a time and spends them locally; when Redis says the bucket is empty, the instance refuses
 * that user locally until Redis' bucket has a token again. So a flood costs Redis one script call per chunk or
 * per refill interval, not one per frame, and a user gets at most what the one bucket allows, give or take the
 * tokens other instances hold reserved (fewer than a chunk each).
 *
 * When Redis fails or is slow to answer, the instance's own in-memory bucket decides (the limit then holds per
 * instance) for a second, then Redis is asked again.
 */
export class SharedBudget implements RequestBudget {
  private readonly reservations = new Map<number, Reservation>();
  private readonly fallback: TokenBuckets;
  private readonly chunk: number;
  private takes = 0;
  private redisPausedUntil = 0;

  constructor(
    readonly limits: BudgetLimits,
    private readonly redis: RedisCommand,
    private readonly keyPrefix: string,
    private readonly onRedisError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.fallback = new TokenBuckets(limits, now);
    this.chunk = Math.min(RESERVE_CHUNK, limits.burst);
  }

  take(userId: number): BudgetDecision | Promise<BudgetDecision> {
    const now = this.now();
    this.sweep(now);
    let r = this.reservations.get(userId);
    if (!r) {
      r = { tokens: 0, blockedUntil: 0, lastUsed: now };
      this.reservations.set(userId, r);
    }
    r.lastUsed = now;
    if (r.tokens >= 1) {
      r.tokens -= 1;
      return ALLOWED;
    }
    if (r.blockedUntil > now) return refused(r.blockedUntil - now);
    if (this.redisPausedUntil > now) return this.fallback.take(userId);
    // Requests arriving while a reservation is on its way wait for it, then take again (each reservation
    // either brings a token or sets blockedUntil, so this ends).
    r.pending ??= this.reserve(userId, r);
    return r.pending.then(
      () => this.take(userId),
      () => this.fallback.take(userId),
    );
  }

  /** Users held (for tests). */
  get size(): number {
    return this.reservations.size;
  }

  private async reserve(userId: number, r: Reservation): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const answer = await Promise.race([
        this.redis([
          'EVAL',
          RESERVE_SCRIPT,
          '1',
          `${this.keyPrefix}:socket-budget:${userId}`,
          String(this.limits.ratePerSecond),
          String(this.limits.burst),
          String(this.chunk),
        ]),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer a budget reservation within ${RESERVE_TIMEOUT_MS} ms`)),
            RESERVE_TIMEOUT_MS,
          );
        }),
      ]);
      const [granted, waitMs] = Array.isArray(answer) ? answer.map(Number) : [];
      if (granted === undefined || waitMs === undefined || !Number.isFinite(granted) || !Number.isFinite(waitMs)) {
        throw new Error(`unexpected answer to a budget reservation: ${JSON.stringify(answer)}`);
      }
      r.tokens += granted;
      if (granted < 1) r.blockedUntil = this.now() + Math.max(1, waitMs);
    } catch (err) {
      this.redisPausedUntil = this.now() + REDIS_PAUSE_MS;
      this.onRedisError(err);
      throw err;
    } finally {
      clearTimeout(timer);
      r.pending = undefined;
    }
  }

  private sweep(now: number): void {
    this.takes += 1;
    if (this.takes < SWEEP_EVERY) return;
    this.takes = 0;
    for (const [userId, r] of this.reservations)
      if (!r.pending && r.blockedUntil <= now && now - r.lastUsed > IDLE_MS) this.reservations.delete(userId);
  }
}
