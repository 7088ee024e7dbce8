import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { castEvent, rows, signUpCast, type Cast } from '../../test/session-cast';

// The sessions list is served from memory while the event's agenda_version (moved by triggers) is unchanged,
// and the caller's access and that version are themselves held in memory until a change is announced on the
// atria_changes channel (ChangeFeed). These tests prove the other half: every kind of change the list shows
// moves the version and is announced, whoever makes it (this instance, another instance, a direct SQL write),
// and access lost is access refused. Writes made outside this app are followed by `settled()`: the moment
// their announcement has arrived (a few milliseconds in practice).

let t: TestApp;
let c: Cast;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpCast(t);
});
beforeEach(async () => {
  ({ eventId } = await castEvent(t, c));
});
afterAll(async () => t.close());

const list = (who: keyof Cast | null = 'attendee', headers: Record<string, string> = {}) =>
  call(t.app, who ? c[who] : null, { method: 'GET', url: `/api/events/${eventId}/sessions?day_number=1`, headers });
/** A write outside the API, then the wait for its announcement. */
const exec = async (query: ReturnType<typeof sql>) => {
  await rows(t, query);
  await t.app.ctx.changes.settled();
};

describe('the cached sessions list', () => {
  it('serves a read from memory: one statement for a new reader (access and version; the token check is held), none for a repeat', async () => {
    await makeSession(t.database.db, eventId, [c.speaker.id]);
    await t.app.ctx.changes.settled();
    const first = await list();
    let before = t.database.stats.statements;
    const second = await list('orgMember');
    expect(t.database.stats.statements - before).toBe(1);
    before = t.database.stats.statements;
    const third = await list('orgMember');
    expect(t.database.stats.statements - before).toBe(0);
    expect(third.body).toBe(first.body);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json().sessions).toHaveLength(1);
  });

  it('answers 304 without a body to a current If-None-Match, and 200 once the agenda changed', async () => {
    const id = await makeSession(t.database.db, eventId);
    const first = await list();
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await list('attendee', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(Number(again.headers['content-length'] ?? 0)).toBe(0);
    await call(t.app, c.organizer, { method: 'PUT', url: `/api/sessions/${id}`, payload: { title: 'Renamed' } });
    const changed = await list('attendee', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().sessions[0].title).toBe('Renamed');
  });

  it('shows every kind of change on the next read, including writes made outside the API', async () => {
    const id = await makeSession(t.database.db, eventId, [c.speaker.id]);
    const titles = async () => (await list()).json().sessions.map((s: { title: string }) => s.title);
    const speaker = async () => (await list()).json().sessions[0]?.session_speakers[0];
    await list(); // cached

    await exec(sql`update sessions set title = 'Direct' where id = ${id}`);
    expect(await titles()).toEqual(['Direct']);

    await makeSession(t.database.db, eventId, [], '11:00', '12:00');
    await t.app.ctx.changes.settled();
    expect(await titles()).toEqual(['Direct', 'Fixture Session']);

    await exec(sql`update users set first_name = 'Renamed' where id = ${c.speaker.id}`);
    expect((await speaker()).speaker_name).toBe('Renamed Person');

    await exec(
      sql`update event_users set speaker_title = 'Chief Listener' where event_id = ${eventId} and user_id = ${c.speaker.id}`,
    );
    expect((await speaker()).title).toBe('Chief Listener');

    await exec(
      sql`update event_users set speaker_bio = 'Listens for a living.' where event_id = ${eventId} and user_id = ${c.speaker.id}`,
    );
    expect((await speaker()).bio).toBe('Listens for a living.');

    await exec(sql`update session_speakers set role = 'MODERATOR' where session_id = ${id}`);
    expect((await speaker()).role).toBe('MODERATOR');

    await exec(sql`delete from session_speakers where session_id = ${id}`);
    expect(await speaker()).toBeUndefined();

    await exec(sql`update events set title = 'New Title' where id = ${eventId}`);
    expect((await list()).json().sessions[0].event.title).toBe('New Title');

    await exec(sql`delete from sessions where id = ${id}`);
    expect(await titles()).toEqual(['Fixture Session']);
  });

  it('does not move the version for a profile edit that the agenda does not show', async () => {
    await makeSession(t.database.db, eventId, [c.speaker.id]);
    await list();
    const version = async () =>
      Number((await rows<{ v: number }>(t, sql`select agenda_version as v from events where id = ${eventId}`))[0]?.v);
    const v1 = await version();
    await exec(sql`update users set updated_at = now() where id = ${c.speaker.id}`);
    expect(await version()).toBe(v1);
    await exec(sql`update users set title = 'Dr' where id = ${c.stranger.id}`);
    expect(await version()).toBe(v1);
  });

  it('refuses access lost: a removed participant gets 404, a stranger never sees it', async () => {
    await makeSession(t.database.db, eventId);
    await t.app.ctx.changes.settled();
    expect((await list('attendee')).statusCode).toBe(200);
    expect((await list('stranger')).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
    await exec(sql`delete from event_users where event_id = ${eventId} and user_id = ${c.attendee.id}`);
    expect((await list('attendee')).statusCode).toBe(404);
    // Even with the ETag of the list it saw before.
    expect((await list('attendee', { 'if-none-match': '"anything"' })).statusCode).toBe(404);
  });

  it('is current on another instance sharing the database once the change is announced there', async () => {
    const other = await buildApp({ env: t.env, database: t.database, logger: false });
    await other.ready();
    try {
      const id = await makeSession(t.database.db, eventId);
      await other.ctx.changes.settled();
      const onOther = () =>
        call(other, c.attendee, { method: 'GET', url: `/api/events/${eventId}/sessions?day_number=1` });
      expect((await onOther()).json().sessions[0].title).toBe('Fixture Session');
      const edit = await call(t.app, c.organizer, {
        method: 'PUT',
        url: `/api/sessions/${id}`,
        payload: { title: 'Edited on A' },
      });
      expect(edit.statusCode).toBe(200);
      await other.ctx.changes.settled();
      expect((await onOther()).json().sessions[0].title).toBe('Edited on A');
      // Access lost on A is access refused on B.
      expect(
        (await call(t.app, c.eventAdmin, { method: 'DELETE', url: `/api/events/${eventId}/users/${c.attendee.id}` }))
          .statusCode,
      ).toBe(204);
      await other.ctx.changes.settled();
      expect((await onOther()).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});
