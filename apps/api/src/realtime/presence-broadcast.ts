import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../lib/domain-events';
import { PRESENCE_TTL_MS, type PresenceStore, type Watch } from './presence';
import { liveSessionOf } from './rooms';
import type { AppServer } from './types';

/** At most one `presence_updated` per session in this interval, whatever the joins and leaves. */
const BROADCAST_EVERY_MS = 1_000;

/**
 * Keeps the presence store in step with this instance's live rooms and tells each room its watching count:
 * records a socket when it joins a live room and forgets it when it leaves one (disconnecting included, through
 * the adapter's `leave-room`; not when the server ended it at token expiry, see onLeave), refreshes this instance's sockets every third of the time-to-live, and sends the
 * room its count at most once a second after a change (`live.presence_changed`, which the publisher emits).
 */
export class PresenceBroadcast {
  private readonly pending = new Map<number, NodeJS.Timeout>();
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly io: AppServer,
    readonly store: PresenceStore,
    private readonly events: DomainEvents,
    private readonly log: FastifyBaseLogger,
    heartbeatMs = PRESENCE_TTL_MS / 3,
  ) {
    io.sockets.adapter.on('leave-room', (room: string, socketId: string) => this.onLeave(room, socketId));
    this.heartbeat = setInterval(() => this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  /** Records a socket that joined the session's room. */
  async joined(w: Watch): Promise<void> {
    await this.store.add(w);
    this.schedule(w.sessionId);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private onLeave(room: string, socketId: string): void {
    const sessionId = liveSessionOf(room);
    const data = sessionId === undefined ? undefined : this.io.sockets.sockets.get(socketId)?.data;
    const auth = data?.auth;
    if (sessionId === undefined || auth?.kind !== 'ok') return;
    // Ended at token expiry: the same person is back on a new socket within moments. Removing the entry would
    // make them blink out of the count and the staff's list (a list read in that moment would miss them until
    // the next change); left alone, it stops being refreshed and the time-to-live drops it.
    if (data?.tokenExpired) return;
    this.store.remove({ sessionId, socketId, userId: auth.actor.id }).then(
      () => this.schedule(sessionId),
      (err: unknown) => this.log.error({ err, sessionId }, 'presence: remove failed'),
    );
  }

  private schedule(sessionId: number): void {
    if (this.pending.has(sessionId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(sessionId);
      this.store.watchers(sessionId).then(
        (users) => this.events.publish('live.presence_changed', { sessionId, watching: users.length }),
        (err: unknown) => this.log.error({ err, sessionId }, 'presence: count failed'),
      );
    }, BROADCAST_EVERY_MS);
    timer.unref();
    this.pending.set(sessionId, timer);
  }

  private beat(): void {
    const watches: Watch[] = [];
    for (const [room, socketIds] of this.io.sockets.adapter.rooms) {
      const sessionId = liveSessionOf(room);
      if (sessionId === undefined) continue;
      for (const socketId of socketIds) {
        const auth = this.io.sockets.sockets.get(socketId)?.data.auth;
        if (auth?.kind === 'ok') watches.push({ sessionId, socketId, userId: auth.actor.id });
      }
    }
    this.store.refresh(watches).catch((err: unknown) => this.log.error({ err }, 'presence: heartbeat failed'));
  }
}
