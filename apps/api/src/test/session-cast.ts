import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, signUp, type TestApp, type TestUser } from './helpers';
import { placeCast } from './role-cast';

/** Everyone who can be someone to an event, for the per-role tests of the sessions and speakers files. */
export interface Cast {
  orgOwner: TestUser;
  orgAdmin: TestUser;
  orgMember: TestUser;
  eventAdmin: TestUser;
  organizer: TestUser;
  speaker: TestUser;
  attendee: TestUser;
  stranger: TestUser;
}

export const EDITORS = ['orgOwner', 'orgAdmin', 'eventAdmin', 'organizer'] as const;
export const READERS = ['orgMember', 'speaker', 'attendee'] as const;

export async function signUpCast(t: TestApp): Promise<Cast> {
  const names = [
    'orgOwner',
    'orgAdmin',
    'orgMember',
    'eventAdmin',
    'organizer',
    'speaker',
    'attendee',
    'stranger',
  ] as const;
  const users = await Promise.all(names.map((n) => signUp(t.app, { first_name: n, last_name: 'Person' })));
  return Object.fromEntries(names.map((n, i) => [n, users[i]])) as unknown as Cast;
}

/** A fresh organization and 2-day event (2031-05-01..02) with the cast in their roles. */
export async function castEvent(t: TestApp, c: Cast): Promise<{ orgId: number; eventId: number }> {
  return placeCast(t.database.db, Object.fromEntries(Object.entries(c).map(([role, user]) => [role, user.id])));
}

/** Rows of a raw query (both drivers answer `{ rows }`). */
export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await t.database.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

export async function sessionRow(t: TestApp, id: number) {
  const found = await rows<{ title: string; start_time: string; end_time: string; day_number: number; status: string }>(
    t,
    sql`select title, start_time::text, end_time::text, day_number, status::text from sessions where id = ${id}`,
  );
  return found[0];
}

/** user_id → order of a session's speakers, by order. */
export async function speakerOrders(t: TestApp, sessionId: number): Promise<[number, number][]> {
  const found = await rows<{ user_id: number; order: number }>(
    t,
    sql`select user_id, "order" from session_speakers where session_id = ${sessionId} order by "order", user_id`,
  );
  return found.map((r) => [Number(r.user_id), Number(r.order)]);
}

/** Creates a session through the API as `who` and returns its id. */
export async function createSession(
  t: TestApp,
  who: TestUser,
  eventId: number,
  body: Record<string, unknown>,
): Promise<number> {
  const res = await call(t.app, who, {
    method: 'POST',
    url: `/api/events/${eventId}/sessions`,
    payload: { title: 'Session', ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}
