import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../test/helpers';
import { castEvent, rows, signUpCast, type Cast } from './test-cast';

// The sessions list is served from memory while the event's agenda_version (moved by triggers) is unchanged.
// These tests prove the other half: every kind of change the list shows moves the version, whoever makes it
// (this instance, another instance, a direct SQL write), and access is still decided on every request.

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
const exec = (query: ReturnType<typeof sql>) => rows(t, query);

describe('the cached sessions list', () => {
  it('serves a repeat read from memory: two statements (token, access and version), the same bytes', async () => {
    await makeSession(t.database.db, eventId, [c.speaker.id]);
    const first = await list();
    const before = t.database.stats.statements;
    const second = await list('orgMember');
    expect(t.database.stats.statements - before).toBe(2);
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
    expect(await titles()).toEqual(['Direct', 'Fixture Session']);

    await exec(sql`update users set first_name = 'Renamed' where id = ${c.speaker.id}`);
    expect((await speaker()).speaker_name).toBe('Renamed Person');

    await exec(sql`update event_users set speaker_title = 'Chief Listener' where event_id = ${eventId} and user_id = ${c.speaker.id}`);
    expect((await speaker()).title).toBe('Chief Listener');

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
    const version = async () => Number((await rows<{ v: number }>(t, sql`select agenda_version as v from events where id = ${eventId}`))[0]?.v);
    const v1 = await version();
    await exec(sql`update users set updated_at = now() where id = ${c.speaker.id}`);
    expect(await version()).toBe(v1);
    await exec(sql`update users set title = 'Dr' where id = ${c.stranger.id}`);
    expect(await version()).toBe(v1);
  });

  it('still decides access on every request: a removed participant gets 404, a stranger never sees it', async () => {
    await makeSession(t.database.db, eventId);
    expect((await list('attendee')).statusCode).toBe(200);
    expect((await list('stranger')).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
    await exec(sql`delete from event_users where event_id = ${eventId} and user_id = ${c.attendee.id}`);
    expect((await list('attendee')).statusCode).toBe(404);
    // Even with the ETag of the list it saw before.
    expect((await list('attendee', { 'if-none-match': '"anything"' })).statusCode).toBe(404);
  });

  it('is never stale on another instance sharing the database', async () => {
    const other = await buildApp({ env: t.env, database: t.database, logger: false });
    await other.ready();
    try {
      const id = await makeSession(t.database.db, eventId);
      const onOther = () => call(other, c.attendee, { method: 'GET', url: `/api/events/${eventId}/sessions?day_number=1` });
      expect((await onOther()).json().sessions[0].title).toBe('Fixture Session');
      const edit = await call(t.app, c.organizer, { method: 'PUT', url: `/api/sessions/${id}`, payload: { title: 'Edited on A' } });
      expect(edit.statusCode).toBe(200);
      expect((await onOther()).json().sessions[0].title).toBe('Edited on A');
    } finally {
      await other.close();
    }
  });
});
