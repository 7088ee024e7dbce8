import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, sessionSpeakers, sessions } from '../../db/schema';
import { makeUser } from '../../test/fixtures';
import { CAST_ROLES, placeCast, type CastRole } from '../../test/role-cast';

/** Everyone who can be someone to an event, made straight in the database (the calendar tests need no login). */
export type CalendarCast = Record<CastRole, number>;
export const ROLES = CAST_ROLES;

export async function makeCast(db: Db): Promise<CalendarCast> {
  const ids = await Promise.all(ROLES.map((r) => makeUser(db, r, 'Person')));
  return Object.fromEntries(ROLES.map((r, i) => [r, ids[i]])) as unknown as CalendarCast;
}

/** A fresh organization and event in `zone` from `startDate` (three days) with the cast in their roles. */
export async function castEvent(
  db: Db,
  c: CalendarCast,
  opts: { zone?: string; startDate?: string; title?: string } = {},
): Promise<number> {
  const { eventId } = await placeCast(db, c, opts.title ?? 'Calendar Conf');
  const start = opts.startDate ?? '2026-10-24';
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  await db
    .update(events)
    .set({ start_date: start, end_date: end, time_zone: opts.zone ?? 'Europe/Berlin' })
    .where(eq(events.id, eventId));
  return eventId;
}

/** A session on a day of the event at local times, optionally with speakers; returns its id. */
export async function addSession(
  db: Db,
  eventId: number,
  slot: { day?: number; start: string; end: string; title?: string; speakers?: number[] },
): Promise<number> {
  const [s] = await db
    .insert(sessions)
    .values({
      event_id: eventId,
      title: slot.title ?? 'Talk',
      day_number: slot.day ?? 1,
      start_time: slot.start,
      end_time: slot.end,
    })
    .returning({ id: sessions.id });
  if (!s) throw new Error('fixture: session');
  const speakers = slot.speakers ?? [];
  if (speakers.length)
    await db
      .insert(sessionSpeakers)
      .values(speakers.map((user_id, i) => ({ session_id: s.id, user_id, role: 'SPEAKER' as const, order: i + 1 })));
  return s.id;
}

export const as = (id: number) => ({ id });
