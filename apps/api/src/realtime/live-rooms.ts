import type { LiveSessionJoined, LiveSessionLeft } from '@atria/contracts/live';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../errors';
import type { ScopedCache } from '../lib/change-feed';
import type { PresenceBroadcast } from './presence-broadcast';
import { backstageRoom, liveRoom, liveSessionOf, userRoom } from './rooms';
import type { AppServer, AppSocket } from './types';

/** How long a join waits, at most, for Redis to confirm the subscription to the session's rooms. */
const SUBSCRIBE_WAIT_MS = 2_000;

/** Whether a user may watch a session (and its backstage); null when not at all. */
export type WatchCheck = (userId: number, sessionId: number) => Promise<{ backstage: boolean } | null>;

/**
 * Membership of the live session rooms on this instance. Joining checks access once; afterwards, every change
 * the database announces about a user (`user:<id>`: a ban, a role changed or taken away, see lib/change-feed.ts)
 * re-checks that user's sockets here and takes them out of the rooms they may no longer be in. Every instance
 * receives those notifications, so a ban applies across the cluster without the adapter having to reach remote
 * sockets. No state of its own: the rooms are read from the adapter.
 */
export class LiveRooms implements ScopedCache {
  private closed = false;

  constructor(
    private readonly io: AppServer,
    private readonly check: WatchCheck,
    private readonly log: FastifyBaseLogger,
    /** With Redis: settles once every subscription asked for so far is confirmed (see connection.ts). */
    private readonly subscribed: () => Promise<void> | undefined = () => undefined,
    private readonly presence?: PresenceBroadcast,
  ) {}

  /** Joins the session's room, and the backstage when allowed. NOT_FOUND for a session the user may not watch. */
  async join(socket: AppSocket, userId: number, sessionId: number): Promise<LiveSessionJoined> {
    const access = await this.check(userId, sessionId);
    if (!access) throw notFound('Session');
    await socket.join(access.backstage ? [liveRoom(sessionId), backstageRoom(sessionId)] : [liveRoom(sessionId)]);
    // Answer once this instance hears the room: a message sent elsewhere right after the answer must arrive.
    await this.whenSubscribed();
    await this.presence?.joined({ sessionId, socketId: socket.id, userId });
    return { session_id: sessionId, backstage: access.backstage };
  }

  async leave(socket: AppSocket, sessionId: number): Promise<LiveSessionLeft> {
    await Promise.all([socket.leave(liveRoom(sessionId)), socket.leave(backstageRoom(sessionId))]);
    return { session_id: sessionId };
  }

  /** Change-feed hook: re-checks the users named (everyone watching on `*`). */
  invalidate(scopes: readonly string[]): void {
    if (this.closed) return;
    const everyone = scopes.includes('*');
    const users = everyone
      ? this.watchingUsers()
      : scopes.flatMap((s) => (s.startsWith('user:') ? [Number(s.slice(5))] : []));
    for (const userId of new Set(users)) {
      this.recheck(userId).catch((err: unknown) => this.log.error({ err, userId }, 'live rooms: re-check failed'));
    }
  }

  close(): void {
    this.closed = true;
  }

  /** Re-checks every live room of the user's sockets on this instance; tells each socket what it left. */
  async recheck(userId: number): Promise<void> {
    const socketIds = this.io.sockets.adapter.rooms.get(userRoom(userId));
    if (!socketIds) return;
    const sockets = [...socketIds].flatMap((id) => {
      const s = this.io.sockets.sockets.get(id);
      return s ? [s] : [];
    });
    const sessionIds = new Set(sockets.flatMap((s) => [...s.rooms].flatMap((r) => liveSessionOf(r) ?? [])));
    const verdicts = new Map<number, { backstage: boolean } | null>();
    for (const sessionId of sessionIds) verdicts.set(sessionId, await this.check(userId, sessionId));
    for (const socket of sockets) {
      const revoked: number[] = [];
      for (const room of socket.rooms) {
        const sessionId = liveSessionOf(room);
        if (sessionId === undefined) continue;
        const verdict = verdicts.get(sessionId);
        if (!verdict) {
          await this.leave(socket, sessionId);
          revoked.push(sessionId);
        } else if (!verdict.backstage) {
          await socket.leave(backstageRoom(sessionId));
        }
      }
      if (revoked.length > 0) socket.emit('live_access_revoked', { session_ids: revoked });
    }
  }

  private async whenSubscribed(): Promise<void> {
    const pending = this.subscribed();
    if (!pending) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS);
    });
    await Promise.race([pending, waited]);
    clearTimeout(timer);
  }

  private watchingUsers(): number[] {
    const out: number[] = [];
    for (const socket of this.io.sockets.sockets.values()) {
      const auth = socket.data.auth;
      if (auth?.kind === 'ok' && [...socket.rooms].some((r) => liveSessionOf(r) !== undefined)) out.push(auth.actor.id);
    }
    return out;
  }
}
