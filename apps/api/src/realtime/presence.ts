/** One watching socket: the session it watches, the socket and its user. */
export interface Watch {
  sessionId: number;
  socketId: string;
  userId: number;
}

/** Runs one Redis command (the app's Redis client, see redis.ts). */
export type RedisCommand = (args: string[]) => Promise<unknown>;

/** Entries not refreshed for this long are dropped: no ghost viewers after a crash. */
export const PRESENCE_TTL_MS = 60_000;

/**
 * Who watches each live session, across instances. Every instance records its watching sockets with a time,
 * refreshes them with a heartbeat (`refresh`, every third of the time-to-live) and removes them when they leave;
 * an entry not refreshed within the time-to-live (its instance crashed) no longer counts and is deleted at the
 * next read. With Redis: one sorted set per session (member `<socketId>|<userId>`, score the last refresh);
 * without, the same in memory.
 */
export interface PresenceStore {
  add(w: Watch): Promise<void>;
  remove(w: Watch): Promise<void>;
  refresh(ws: Watch[]): Promise<void>;
  /** The distinct users watching now. */
  watchers(sessionId: number): Promise<number[]>;
}

const member = (w: Watch): string => `${w.socketId}|${w.userId}`;
const userOf = (m: string): number => Number(m.slice(m.lastIndexOf('|') + 1));
const distinctUsers = (members: Iterable<string>): number[] =>
  [...new Set([...members].map(userOf))].sort((a, b) => a - b);

export class RedisPresence implements PresenceStore {
  constructor(
    private readonly send: RedisCommand,
    private readonly prefix: string,
    private readonly ttlMs = PRESENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  private key(sessionId: number): string {
    return `${this.prefix}:presence:${sessionId}`;
  }

  async add(w: Watch): Promise<void> {
    await this.send(['ZADD', this.key(w.sessionId), String(this.now()), member(w)]);
  }

  async remove(w: Watch): Promise<void> {
    await this.send(['ZREM', this.key(w.sessionId), member(w)]);
  }

  async refresh(ws: Watch[]): Promise<void> {
    await Promise.all(ws.map((w) => this.add(w)));
  }

  async watchers(sessionId: number): Promise<number[]> {
    const key = this.key(sessionId);
    await this.send(['ZREMRANGEBYSCORE', key, '-inf', `(${this.now() - this.ttlMs}`]);
    const members = (await this.send(['ZRANGE', key, '0', '-1'])) as string[];
    return distinctUsers(members);
  }
}

export class MemoryPresence implements PresenceStore {
  private readonly sessions = new Map<number, Map<string, number>>();

  constructor(
    private readonly ttlMs = PRESENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  add(w: Watch): Promise<void> {
    const entries = this.sessions.get(w.sessionId) ?? new Map<string, number>();
    entries.set(member(w), this.now());
    this.sessions.set(w.sessionId, entries);
    return Promise.resolve();
  }

  remove(w: Watch): Promise<void> {
    const entries = this.sessions.get(w.sessionId);
    entries?.delete(member(w));
    if (entries?.size === 0) this.sessions.delete(w.sessionId);
    return Promise.resolve();
  }

  async refresh(ws: Watch[]): Promise<void> {
    for (const w of ws) await this.add(w);
  }

  watchers(sessionId: number): Promise<number[]> {
    const entries = this.sessions.get(sessionId) ?? new Map<string, number>();
    const cut = this.now() - this.ttlMs;
    for (const [m, at] of entries) if (at < cut) entries.delete(m);
    return Promise.resolve(distinctUsers(entries.keys()));
  }
}
