import { slotInstants, type ZonedSlot } from '../../lib/dates';

export interface NowNextSession extends ZonedSlot {
  id: number;
  status: 'LIVE' | 'UPCOMING' | 'COMPLETED' | 'CANCELLED';
  is_live: boolean;
}

/**
 * What is on now and what starts next (docs/calendar.md#in-the-web-app, "Now and next"). Now: sessions whose status is LIVE, and
 * those whose scheduled time has come that are neither cancelled nor completed. Next: the sessions not started
 * yet with the earliest start (parallel ones together), cancelled and completed ones left out.
 */
export function nowAndNext<S extends NowNextSession>(sessions: readonly S[], now: Date): { now: S[]; next: S[] } {
  const timed = sessions.map((session) => ({ session, ...slotInstants(session) }));
  const t = now.getTime();
  const open = (s: S) => s.status !== 'CANCELLED' && s.status !== 'COMPLETED';
  const current = timed
    .filter(({ session, start, end }) =>
      session.status === 'LIVE' || session.is_live ? true : open(session) && start.getTime() <= t && t < end.getTime(),
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const upcoming = timed
    .filter(
      ({ session, start }) => open(session) && session.status !== 'LIVE' && !session.is_live && start.getTime() > t,
    )
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  const firstStart = upcoming[0]?.start.getTime();
  return {
    now: current.map((entry) => entry.session),
    next: upcoming.filter((entry) => entry.start.getTime() === firstStart).map((entry) => entry.session),
  };
}
