import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TokenSigner } from '../../lib/tokens';
import { freePort, startProcess, stopProcess, tempDir, until, type Started } from './processes';

const API_DIR = fileURLToPath(new URL('../../..', import.meta.url));

export interface ApiInstance {
  port: number;
  url: string;
  process: Started;
  /** Sends `signal` and resolves with the exit code (SIGKILL resolves with 'SIGKILL'). */
  stop(signal: NodeJS.Signals): Promise<number | string>;
}

export interface ApiOptions {
  databaseUrl: string;
  redisUrl?: string;
  jwtSecret: string;
  channelPrefix?: string;
  logLevel?: string;
  /** Further settings (e.g. a short LIVE_PRESENCE_TTL_SECONDS). */
  env?: Record<string, string>;
}

/**
 * One real API process: `src/server.ts` run by Node (through tsx, so the code under test is the source, not a
 * possibly stale build), configured as in production, on a free loopback port.
 */
export async function startApi(opts: ApiOptions): Promise<ApiInstance> {
  const port = await freePort();
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: opts.databaseUrl,
    JWT_SECRET: opts.jwtSecret,
    LOG_LEVEL: opts.logLevel ?? 'warn',
    ATRIA_DATA_DIR: tempDir('atria-chaos-api-'),
    ATRIA_DEMO: '0',
    AUTH_RATE_LIMIT_MAX: '100000',
    WEB_DIST_DIR: join(tmpdir(), 'atria-chaos-no-web'),
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl, REDIS_CHANNEL_PREFIX: opts.channelPrefix ?? 'atria-chaos' } : {}),
    ...opts.env,
  };
  const child = startProcess(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env });
  const url = `http://127.0.0.1:${port}`;
  await until(
    `the API on ${port}\n${child.output()}`,
    async () => (await fetch(`${url}/api/health`)).status === 200,
    60_000,
    200,
  );
  return { port, url, process: child, stop: (signal) => stopProcess(child, signal, 15_000) };
}

/** A JWT secret shared by the instances of one test (and by the tokens it signs for its users). */
export const newJwtSecret = () => randomBytes(32).toString('hex');

export interface Seeded {
  users: { id: number; token: string }[];
  orgId: number;
}

/** `count` users in one organization, straight in the database, with access tokens signed by `secret`. */
export async function seedUsers(databaseUrl: string, secret: string, count: number): Promise<Seeded> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = randomBytes(4).toString('hex');
    const users = await client.query<{ id: number }>(
      `insert into users (email, first_name, last_name) select 'chaos.' || $1 || '.' || g || '@chaos.test', 'Chaos', 'User ' || g from generate_series(1, $2::int) g returning id`,
      [tag, count],
    );
    const org = await client.query<{ id: number }>('insert into organizations (name) values ($1) returning id', [
      `Chaos ${tag}`,
    ]);
    const orgId = org.rows[0]?.id ?? 0;
    await client.query(
      `insert into organization_users (organization_id, user_id, role) select $1, unnest($2::int[]), 'MEMBER'`,
      [orgId, users.rows.map((u) => u.id)],
    );
    const signer = new TokenSigner(secret, 3_600);
    return {
      orgId,
      users: await Promise.all(
        users.rows.map(async (u) => ({ id: u.id, token: await signer.signAccess(u.id, randomUUID()) })),
      ),
    };
  } finally {
    await client.end();
  }
}

/** Opens the thread of each pair (low id first, as the schema wants); returns their ids in pair order. */
export async function seedThreads(databaseUrl: string, pairs: [number, number][]): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids: number[] = [];
    for (const [a, b] of pairs) {
      const res = await client.query<{ id: number }>(
        'insert into direct_message_threads (user_low_id, user_high_id) values ($1, $2) returning id',
        [Math.min(a, b), Math.max(a, b)],
      );
      ids.push(res.rows[0]?.id ?? 0);
    }
    return ids;
  } finally {
    await client.end();
  }
}

export interface Proxy {
  url: string;
  /** Open client connections currently piped to each backend port. */
  open(): Map<number, number>;
  close(): Promise<void>;
}

/**
 * A tiny loopback TCP load balancer: each new connection goes to the next backend in turn, and to the one
 * after if that refuses (a dead instance). Websocket clients behind it reconnect to whichever instance lives.
 */
export async function startProxy(backends: number[]): Promise<Proxy> {
  const sockets = new Set<Socket>();
  const perBackend = new Map<Socket, number>();
  let next = 0;
  const route = (client: Socket, first: number, attempt: number) => {
    if (attempt >= backends.length) return client.destroy();
    const port = backends[(first + attempt) % backends.length] ?? 0;
    const upstream = connect(port, '127.0.0.1');
    sockets.add(upstream);
    let connected = false;
    upstream.on('error', () => undefined);
    upstream.once('connect', () => {
      connected = true;
      perBackend.set(client, port);
      client.once('close', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
      client.resume();
    });
    upstream.once('close', () => {
      sockets.delete(upstream);
      if (connected) client.destroy();
      else route(client, first, attempt + 1);
    });
  };
  const server: Server = createServer({ pauseOnConnect: true }, (client) => {
    sockets.add(client);
    client.on('error', () => undefined);
    client.once('close', () => {
      sockets.delete(client);
      perBackend.delete(client);
    });
    const first = next;
    next = (next + 1) % backends.length;
    route(client, first, 0);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    open() {
      const counts = new Map<number, number>();
      for (const p of perBackend.values()) counts.set(p, (counts.get(p) ?? 0) + 1);
      return counts;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
