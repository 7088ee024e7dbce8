import type { EventUserRole, OrganizationRole } from '@atria/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  eventBans,
  eventMutes,
  eventUsers,
  events,
  organizationUsers,
  sessionSpeakers,
  sessions,
  users,
} from '../../db/schema';

export interface LiveSession {
  id: number;
  event_id: number;
  status: 'LIVE' | 'UPCOMING' | 'COMPLETED' | 'CANCELLED';
}

/*
 * The outer row's columns, spelled out. Drizzle writes a column of a single-table select without its table
 * ("event_id"), and inside a subquery over event_users that name means event_users.event_id itself: the
 * subquery then matched the user's rows in every event (a role in another event counted here, a ban anywhere
 * banned everywhere, and two memberships made the statement fail).
 */
const SESSION_ID = sql.raw('"sessions"."id"');
const SESSION_EVENT_ID = sql.raw('"sessions"."event_id"');

/**
 * The session and who the user is to it (roles, session speaker, ban, mute) in one query; undefined when the
 * session does not exist.
 */
async function loadLiveFacts(db: Db, sessionId: number, userId: number) {
  const rows = await db
    .select({
      id: sessions.id,
      event_id: sessions.event_id,
      status: sessions.status,
      orgRole: sql<OrganizationRole | null>`(select ou.role from ${organizationUsers} ou join ${events} e on e.organization_id = ou.organization_id
        where e.id = ${SESSION_EVENT_ID} and ou.user_id = ${userId})`,
      eventRole: sql<EventUserRole | null>`(select eu.role from ${eventUsers} eu where eu.event_id = ${SESSION_EVENT_ID} and eu.user_id = ${userId})`,
      isSessionSpeaker: sql<boolean>`exists (select 1 from ${sessionSpeakers} ss where ss.session_id = ${SESSION_ID} and ss.user_id = ${userId})`,
      banned: sql<boolean>`exists (select 1 from ${eventBans} b where b.event_id = ${SESSION_EVENT_ID} and b.user_id = ${userId})`,
      mutedUntil:
        sql<Date | null>`(select m.until from ${eventMutes} m where m.event_id = ${SESSION_EVENT_ID} and m.user_id = ${userId})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  return {
    session: { id: row.id, event_id: row.event_id, status: row.status },
    facts: {
      access: { orgRole: row.orgRole ?? null, eventRole: row.eventRole ?? null },
      isSessionSpeaker: row.isSessionSpeaker,
      banned: row.banned,
      mutedUntil: row.mutedUntil,
    },
  };
}

/** Names and pictures of the given users (the watcher list). */
async function people(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, image_url: users.image_url })
    .from(users)
    .where(inArray(users.id, ids));
}

/** The one read behind every live-session permission check (live.access.ts), and the watchers' names. */
export const liveAccessRepository = { loadLiveFacts, people };
