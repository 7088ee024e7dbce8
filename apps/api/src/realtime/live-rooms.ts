import type { EventWatched, LiveSessionJoined, LiveSessionLeft } from '@atria/contracts/live';
import type { FastifyBaseLogger } from 'fastify';
import { notFound } from '../errors';
import type { ScopedCache } from '../lib/change-feed';
import type { PresenceBroadcast } from './presence-broadcast';
import {
  backstageRoom,
  eventOfRoom,
  eventRoom,
  liveRoom,
  liveSessionOf,
  pollRoom,
  sessionOfAnyLiveRoom,
  staffRoom,
  userRoom,
} from './rooms';
import type { AppServer, AppSocket } from './types';

/** How long a join waits, at most, for Redis to confirm the subscription to the session's rooms. */
const SUBSCRIBE_WAIT_MS = 2_000;

/** Whether a user may watch a session (and its backstage, and the staff's room); null when not at all. */
export type WatchCheck = (
  userId: number,
  sessionId: number,
) => Promise<{ backstage: boolean; staff: boolean; mutedUntil?: Date | null } | null>;

/** Whether a user may follow an event's live changes. */
export type EventCheck = (userId: number, eventId: number) => Promise<boolean>;

/** The open polls of a session the user voted in: their sockets follow those polls' results. */
export type VotedPolls = (userId: number, sessionId: number) => Promise<number[]>;

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
    private readonly events: { check: EventCheck; votedPolls: VotedPolls } = {
      check: () => Promise.resolve(false),
      votedPolls: () => Promise.resolve([]),
    },
  ) {}

  /**
   * Joins the session's room, the backstage and the staff's room when allowed, and the results rooms of the
   * open polls the user voted in. NOT_FOUND for a session the user may not watch.
   */
  async join(socket: AppSocket, userId: number, sessionId: number): Promise<LiveSessionJoined> {
    const [access, polls] = await Promise.all([
      this.check(userId, sessionId),
      this.events.votedPolls(userId, sessionId),
    ]);
    if (!access) throw notFound('Session');
    const rooms = [liveRoom(sessionId)];
    if (access.backstage) rooms.push(backstageRoom(sessionId));
    if (access.staff) rooms.push(staffRoom(sessionId));
    for (const pollId of polls) rooms.push(pollRoom(sessionId, pollId));
    await socket.join(rooms);
    // Answer once this instance hears the room: a message sent elsewhere right after the answer must arrive.
    await this.whenSubscribed();
    await this.presence?.joined({ sessionId, socketId: socket.id, userId });
    return {
      session_id: sessionId,
      backstage: access.backstage,
      muted_until: access.mutedUntil ? access.mutedUntil.toISOString() : null,
    };
  }

  /** Leaves every room of the session (public, backstage, staff, poll results). */
  async leave(socket: AppSocket, sessionId: number): Promise<LiveSessionLeft> {
    const rooms = [...socket.rooms].filter((r) => sessionOfAnyLiveRoom(r) === sessionId);
    await Promise.all(rooms.map((r) => socket.leave(r)));
    return { session_id: sessionId };
  }

  /** Follows an event's live changes (`event:<id>`). NOT_FOUND for an event the user may not see. */
  async watchEvent(socket: AppSocket, userId: number, eventId: number): Promise<EventWatched> {
    if (!(await this.events.check(userId, eventId))) throw notFound('Event');
    await socket.join(eventRoom(eventId));
    await this.whenSubscribed();
    return { event_id: eventId };
  }

  async unwatchEvent(socket: AppSocket, eventId: number): Promise<EventWatched> {
    await socket.leave(eventRoom(eventId));
    return { event_id: eventId };
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
    const rooms = sockets.flatMap((s) => [...s.rooms]);
    const sessionIds = new Set(rooms.flatMap((r) => sessionOfAnyLiveRoom(r) ?? []));
    const eventIds = new Set(rooms.flatMap((r) => eventOfRoom(r) ?? []));
    const verdicts = new Map<number, { backstage: boolean; staff: boolean } | null>();
    for (const sessionId of sessionIds) verdicts.set(sessionId, await this.check(userId, sessionId));
    const eventVerdicts = new Map<number, boolean>();
    for (const eventId of eventIds) eventVerdicts.set(eventId, await this.events.check(userId, eventId));
    for (const socket of sockets) {
      const revoked = new Set<number>();
      for (const room of [...socket.rooms]) {
        const eventId = eventOfRoom(room);
        if (eventId !== undefined && !eventVerdicts.get(eventId)) await socket.leave(room);
        const sessionId = sessionOfAnyLiveRoom(room);
        if (sessionId === undefined) continue;
        const verdict = verdicts.get(sessionId);
        if (!verdict) {
          await socket.leave(room);
          // Told for the session itself, whichever of its rooms the socket was in.
          if (liveSessionOf(room) !== undefined) revoked.add(sessionId);
        } else if (
          (room === backstageRoom(sessionId) && !verdict.backstage) ||
          (room === staffRoom(sessionId) && !verdict.staff)
        ) {
          await socket.leave(room);
        }
      }
      if (revoked.size > 0) socket.emit('live_access_revoked', { session_ids: [...revoked] });
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
      const watches = [...socket.rooms].some(
        (r) => sessionOfAnyLiveRoom(r) !== undefined || eventOfRoom(r) !== undefined,
      );
      if (auth?.kind === 'ok' && watches) out.push(auth.actor.id);
    }
    return out;
  }
}
