import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  directMessageThreads,
  directMessages,
  eventUsers,
  events,
  organizationUsers,
  organizations,
  sessionSpeakers,
  sessions,
  users,
} from '../db/schema';

let n = 0;

/** Direct-database fixtures for relationships whose own modules are tested elsewhere. */
export async function makeOrganization(db: Db, members: [number, OrganizationRole][]): Promise<number> {
  const [org] = await db
    .insert(organizations)
    .values({ name: `Fixture Org ${Date.now()} ${(n += 1)}` })
    .returning();
  if (!org) throw new Error('fixture: organization');
  if (members.length)
    await db
      .insert(organizationUsers)
      .values(members.map(([user_id, role]) => ({ organization_id: org.id, user_id, role })));
  return org.id;
}

export async function makeEvent(
  db: Db,
  organizationId: number,
  participants: [number, EventUserRole][] = [],
  title = 'Fixture Event',
): Promise<number> {
  const [ev] = await db
    .insert(events)
    .values({
      organization_id: organizationId,
      title,
      event_type: 'CONFERENCE',
      start_date: '2031-05-01',
      end_date: '2031-05-02',
      company_name: 'Fixture Co',
    })
    .returning();
  if (!ev) throw new Error('fixture: event');
  if (participants.length)
    await db.insert(eventUsers).values(participants.map(([user_id, role]) => ({ event_id: ev.id, user_id, role })));
  return ev.id;
}

export async function makeSession(
  db: Db,
  eventId: number,
  speakers: number[] = [],
  start = '09:00',
  end = '10:00',
): Promise<number> {
  const [s] = await db
    .insert(sessions)
    .values({ event_id: eventId, title: 'Fixture Session', start_time: start, end_time: end, day_number: 1 })
    .returning();
  if (!s) throw new Error('fixture: session');
  if (speakers.length)
    await db
      .insert(sessionSpeakers)
      .values(speakers.map((user_id, i) => ({ session_id: s.id, user_id, role: 'SPEAKER' as const, order: i + 1 })));
  return s.id;
}

/** A user straight in the database (no password: cannot log in); for bulk relationships. */
export async function makeUser(db: Db, first = 'Fixture', last = 'User'): Promise<number> {
  const [u] = await db
    .insert(users)
    .values({
      email: `fixture.${Date.now().toString(36)}.${(n += 1)}@example.test`,
      first_name: first,
      last_name: last,
    })
    .returning();
  if (!u) throw new Error('fixture: user');
  return u.id;
}

/** A direct-message thread between two users (any order), optionally in an event, with optional messages. */
export async function makeThread(
  db: Db,
  a: number,
  b: number,
  messages: { from: number; content: string }[] = [],
  eventId: number | null = null,
): Promise<number> {
  const [t] = await db
    .insert(directMessageThreads)
    .values({ user_low_id: Math.min(a, b), user_high_id: Math.max(a, b), event_id: eventId })
    .returning();
  if (!t) throw new Error('fixture: thread');
  if (messages.length) {
    const rows = await db
      .insert(directMessages)
      .values(messages.map((m) => ({ thread_id: t.id, sender_id: m.from, content: m.content })))
      .returning();
    const lastAt = rows.reduce((max, r) => (r.created_at > max ? r.created_at : max), new Date(0));
    await db.update(directMessageThreads).set({ last_message_at: lastAt }).where(eq(directMessageThreads.id, t.id));
  }
  return t.id;
}
