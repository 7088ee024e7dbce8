import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    ATRIA_DATA_DIR: z.string().min(1).default('./data'),
    REDIS_URL: z.string().url().optional(),
    /** Prefix of the Socket.IO Redis channels: instances talk to each other only with the same prefix. */
    REDIS_CHANNEL_PREFIX: z.string().min(1).max(100).default('atria'),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ATRIA_DEMO: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 60 * 60),
    /**
     * How long a just-rotated refresh token is accepted again, answered with the same successor (two tabs
     * refreshing at once). Presented later, it is reuse and revokes its login. 0 turns the grace off.
     */
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    /** Requests one personal access token may send per minute (per instance; docs/api.md#rate-limits). */
    PERSONAL_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(600),
    /** Invitation links claimed per client address per hour (a claim creates a login, like a sign-up). */
    INVITATION_CLAIM_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(20),
    /** People added by email (inviting new emails) per acting user per hour, organizations and events together. */
    ADD_BY_EMAIL_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
    /** How often expired tokens, rate-limit windows and invitations are deleted (lib/purge.ts). */
    PURGE_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(10 * 60),
    WEB_DIST_DIR: z.string().optional(),
    PUBLIC_URL: z.string().url().optional(),
    // ---- mail and the outbox (docs/outbox.md) ----
    /** smtp:// or smtps:// URL of the mail server; unset, mail stays in the outbox as `held`. */
    SMTP_URL: z
      .string()
      .url()
      .refine((v) => /^smtps?:\/\//.test(v), 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    /** The From of every mail. */
    MAIL_FROM: z.string().min(3).max(320).default('Atria <no-reply@localhost>'),
    /** How often an idle outbox worker looks for due items. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
    /** Attempts before an item is given up as `failed`. */
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(8),
    // ---- outbound webhooks (docs/api.md#webhooks, docs/security.md#webhooks-and-ssrf) ----
    /**
     * Hosts (names or IP addresses, comma-separated) a webhook may be delivered to even though they are private
     * or loopback, and over plain http: e.g. `127.0.0.1` for a receiver on the same machine. Empty: none.
     */
    WEBHOOK_ALLOW_HOSTS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) =>
            h
              .trim()
              .toLowerCase()
              .replace(/^\[|\]$/g, ''),
          )
          .filter(Boolean),
      ),
    /** Longest a delivery may take, connection to end of the answer; slower receivers count as a failure. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** How long a failing delivery is retried (exponential backoff) before it fails and its endpoint is turned off. */
    WEBHOOK_RETRY_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 14)
      .default(24),
    /** How often an idle webhook worker looks for due deliveries. */
    WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
    /** Requests per minute one IP address may make to public calendar feed URLs, per instance (docs/calendar.md). */
    CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** How often each instance looks for session reminders that are due (docs/notifications.md#reminders). */
    REMINDER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(5_000),
    DEMO_EMAIL: z.string().default('demouser@demo.com'),
    DEMO_PASSWORD: z.string().min(8).default('demopassword'),
    TRUST_PROXY: bool.default(false),
    // ---- socket request limits (realtime/request-gate.ts, docs/security/sockets.md) ----
    /** Requests of one socket being answered at once; more are refused at once. */
    SOCKET_REQUESTS_IN_FLIGHT: z.coerce.number().int().min(1).max(1_000_000).default(8),
    /** A user's sustained socket requests per second, all their sockets together (across instances with Redis). */
    SOCKET_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(1_000_000).default(20),
    /** How many socket requests a user may send at once before the sustained rate applies. */
    SOCKET_REQUESTS_BURST: z.coerce.number().int().min(1).max(1_000_000).default(60),
    /** Refused requests within SOCKET_REFUSALS_WINDOW_SECONDS after which a socket is disconnected. */
    SOCKET_REFUSALS_BEFORE_DISCONNECT: z.coerce.number().int().min(1).max(1_000_000).default(200),
    SOCKET_REFUSALS_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
    /**
     * A live session's presence entries not refreshed for this long stop counting (no ghost viewers after an
     * instance crashed); each instance refreshes its sockets every third of it (docs/live.md#presence).
     */
    LIVE_PRESENCE_TTL_SECONDS: z.coerce.number().int().min(3).max(3600).default(60),
    /**
     * A busy live chat room's messages within this many ms go out in one packet; a quiet room's at once; 0 sends
     * each message on its own (docs/live.md#chat-batches).
     */
    LIVE_CHAT_BATCH_MS: z.coerce.number().int().min(0).max(1000).default(100),
    // ---- image storage (docs/images.md#storage): the data dir unless S3_BUCKET is set ----
    /** Bucket of an S3-compatible store for uploaded images; unset: files under ATRIA_DATA_DIR/media. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** The store's URL when it is not AWS (MinIO, Ceph, R2, ...). */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Keys of the store; unset: the AWS SDK's own chain (environment, instance role...). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `bucket` in the path rather than the host name, as most self-hosted stores want. */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Prefix of every object's key, so one bucket can hold other things too. */
    S3_PREFIX: z.string().max(200).default('media/'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required when NODE_ENV=production',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3_BUCKET is required when other S3_ settings are given',
      });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export type Env = Readonly<z.infer<typeof EnvSchema>>;

export class ConfigError extends Error {}

/**
 * Parses configuration once. The only reader of `process.env` in the API.
 * Throws ConfigError with one line per problem.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}

/** Demo data is seeded by default on the embedded database, never in production unless asked. */
export function demoEnabled(env: Env): boolean {
  if (env.ATRIA_DEMO !== undefined) return env.ATRIA_DEMO;
  return !env.DATABASE_URL && env.NODE_ENV !== 'production';
}
