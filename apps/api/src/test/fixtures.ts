import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import type { Db } from '../db/client';
import { eventUsers, events, organizationUsers, organizations, sessionSpeakers, sessions } from '../db/schema';

let n = 0;

/** Direct-database fixtures for relationships whose own modules are tested elsewhere. */
export async function makeOrganization(db: Db, members: [number, OrganizationRole][]): Promise<number> {
  const [org] = await db.insert(organizations).values({ name: `Fixture Org ${Date.now()} ${(n += 1)}` }).returning();
  if (!org) throw new Error('fixture: organization');
  if (members.length) await db.insert(organizationUsers).values(members.map(([user_id, role]) => ({ organization_id: org.id, user_id, role })));
  return org.id;
}

export async function makeEvent(db: Db, organizationId: number, participants: [number, EventUserRole][] = [], title = 'Fixture Event'): Promise<number> {
  const [ev] = await db
    .insert(events)
    .values({ organization_id: organizationId, title, event_type: 'CONFERENCE', start_date: '2031-05-01', end_date: '2031-05-02', company_name: 'Fixture Co' })
    .returning();
  if (!ev) throw new Error('fixture: event');
  if (participants.length) await db.insert(eventUsers).values(participants.map(([user_id, role]) => ({ event_id: ev.id, user_id, role })));
  return ev.id;
}

export async function makeSession(db: Db, eventId: number, speakers: number[] = [], start = '09:00', end = '10:00'): Promise<number> {
  const [s] = await db.insert(sessions).values({ event_id: eventId, title: 'Fixture Session', start_time: start, end_time: end, day_number: 1 }).returning();
  if (!s) throw new Error('fixture: session');
  if (speakers.length) await db.insert(sessionSpeakers).values(speakers.map((user_id, i) => ({ session_id: s.id, user_id, role: 'SPEAKER' as const, order: i + 1 })));
  return s.id;
}
