import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventUsers } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';

// An event's shared reads are held once per audience (the caller's roles), not per caller: the roles are
// checked on every request, from memory, and a change of them is seen at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const statementsOf = async (fn: () => Promise<unknown>) => {
  const before = t.database.stats.statements;
  await fn();
  return t.database.stats.statements - before;
};

describe("an event's shared reads", () => {
  it('serve one attendee what another read, give organizers their own answer, and follow role changes at once', async () => {
    const [owner, a1, a2] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, orgId, [
      [a1.id, 'ATTENDEE'],
      [a2.id, 'ATTENDEE'],
    ]);
    const sessionId = await makeSession(t.database.db, eventId);
    await t.app.ctx.changes.settled();
    const get = (u: TestUser, url: string) => call(t.app, u, { method: 'GET', url });
    const urls = [
      `/api/events/${eventId}`,
      `/api/events/${eventId}/users`,
      `/api/sessions/${sessionId}`,
      `/api/sessions/${sessionId}/speakers`,
    ];
    for (const u of [a1, a2, owner]) await get(u, '/api/auth/me');
    for (const [i, url] of urls.entries()) {
      // The caller's roles are read first (one statement when not held), then the answer of their audience.
      const first = await get(a1, url);
      expect(first.statusCode).toBe(200);
      expect(await statementsOf(() => get(a1, url))).toBe(0);
      // The second attendee gets the answer held for their audience: on their first read of the event, the one
      // statement reading their roles; then none.
      let second: Awaited<ReturnType<typeof get>> | undefined;
      expect(await statementsOf(async () => (second = await get(a2, url)))).toBe(i === 0 ? 1 : 0);
      expect(second?.body).toBe(first.body);
    }
    const forOwner = await get(owner, `/api/events/${eventId}`);
    expect(forOwner.json().permissions.can_edit).toBe(true);
    expect((await get(a1, `/api/events/${eventId}`)).json().permissions.can_edit).toBe(false);
    // Promoted with SQL: the organizer's answer on the next read, once announced; the other attendee keeps theirs.
    await t.database.db
      .update(eventUsers)
      .set({ role: 'ORGANIZER' })
      .where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, a2.id)));
    await t.app.ctx.changes.settled();
    expect((await get(a2, `/api/events/${eventId}`)).json().permissions.can_edit).toBe(true);
    expect((await get(a1, `/api/events/${eventId}`)).json().permissions.can_edit).toBe(false);
    // Removed: 404 on every shared read at once, while the others are still served.
    await t.database.db.delete(eventUsers).where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, a1.id)));
    await t.app.ctx.changes.settled();
    for (const url of urls) expect((await get(a1, url)).statusCode).toBe(404);
    expect((await get(a2, `/api/events/${eventId}`)).statusCode).toBe(200);
  });

  it('read an answer once for a crowd asking it at the same moment after an edit, and give each the edited one', async () => {
    const owner = await signUp(t.app);
    const [first, ...others] = await Promise.all(Array.from({ length: 8 }, () => signUp(t.app)));
    if (!first) throw new Error('no users');
    const crowd = [first, ...others];
    const orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(
      t.database.db,
      orgId,
      crowd.map((u) => [u.id, 'ATTENDEE'] as const),
    );
    await t.app.ctx.changes.settled();
    const url = `/api/events/${eventId}`;
    const edit = async (title: string) => {
      const res = await call(t.app, owner, { method: 'PUT', url, payload: { title } });
      expect(res.statusCode).toBe(200);
      await t.app.ctx.changes.settled();
    };
    // Everyone's roles in memory, then what one read alone costs right after an edit.
    for (const u of crowd) expect((await call(t.app, u, { method: 'GET', url })).statusCode).toBe(200);
    await edit('Alone');
    const alone = await statementsOf(() => call(t.app, first, { method: 'GET', url }));
    expect(alone).toBeGreaterThan(0);
    await edit('Together');
    let answers: Awaited<ReturnType<typeof call>>[] = [];
    const together = await statementsOf(async () => {
      answers = await Promise.all(crowd.map((u) => call(t.app, u, { method: 'GET', url })));
    });
    expect(together).toBe(alone);
    expect(answers.map((r) => [r.statusCode, r.json().title])).toEqual(crowd.map(() => [200, 'Together']));
  });

  it("show a speaker's new event title in the session's speakers, once announced", async () => {
    const [owner, speaker] = [await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, orgId, [[speaker.id, 'SPEAKER']]);
    const sessionId = await makeSession(t.database.db, eventId, [speaker.id]);
    await t.app.ctx.changes.settled();
    const speakers = () => call(t.app, owner, { method: 'GET', url: `/api/sessions/${sessionId}/speakers` });
    for (let i = 0; i < 3; i += 1) {
      await speakers();
      await new Promise((r) => setTimeout(r, 20));
    }
    await t.database.db
      .update(eventUsers)
      .set({ speaker_title: 'Chief Listener' })
      .where(and(eq(eventUsers.event_id, eventId), eq(eventUsers.user_id, speaker.id)));
    await t.app.ctx.changes.settled();
    expect((await speakers()).json().session_speakers[0].title).toBe('Chief Listener');
  });

  it('show a session edit on the next read while the roles stay held', async () => {
    const [owner, a1] = [await signUp(t.app), await signUp(t.app)];
    const orgId = await makeOrganization(t.database.db, [[owner.id, 'OWNER']]);
    const eventId = await makeEvent(t.database.db, orgId, [[a1.id, 'ATTENDEE']]);
    const sessionId = await makeSession(t.database.db, eventId);
    await t.app.ctx.changes.settled();
    const session = () => call(t.app, a1, { method: 'GET', url: `/api/sessions/${sessionId}` });
    await session();
    expect(
      (
        await call(t.app, owner, {
          method: 'PUT',
          url: `/api/sessions/${sessionId}`,
          payload: { title: 'Moved to the main hall' },
        })
      ).statusCode,
    ).toBe(200);
    // The session is read again; the caller's roles stay in memory (not read again).
    await new Promise((r) => setTimeout(r, 50));
    const roles = () => t.app.ctx.changes.stats()['event access'] ?? { hits: 0, misses: 0 };
    const before = roles();
    const edited = await session();
    expect(edited.json().title).toBe('Moved to the main hall');
    await new Promise((r) => setTimeout(r, 50));
    expect(roles().misses).toBe(before.misses);
    expect(roles().hits).toBeGreaterThan(before.hits);
  });
});
