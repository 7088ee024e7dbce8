import { directionControlMessage, maxLengthMessage } from '@atria/contracts';
import { NETWORK_MESSAGES } from '@atria/contracts/network';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { EVENT_EDITORS, MAIL_ROLES, mailCastEvent, signUpMailCast, type MailCast } from '../../test/mail-cast';

/*
 * An event's networking settings (docs/networking.md#networking-settings): who reads and changes them, what
 * turning the directory off does to each role, and bad input refused with nothing changed.
 */
let t: TestApp;
let eventId: number;
let people: MailCast;
// The roles of mail-cast.ts (the stranger in neither the organization nor the event).
const ROLES = MAIL_ROLES;
type Role = (typeof ROLES)[number] | 'anonymous';
const EDITORS = EVENT_EDITORS;
const NOT_EDITORS = [
  ['orgMember', 403],
  ['moderator', 403],
  ['speaker', 403],
  ['attendee', 403],
  ['stranger', 404],
  ['anonymous', 401],
] as const;

const who = (r: Role): TestUser | null => (r === 'anonymous' ? null : people[r]);
const settingsUrl = () => `/api/events/${eventId}/networking-settings`;
const read = (r: Role) => call(t.app, who(r), { method: 'GET', url: settingsUrl() });
const patch = (r: Role, payload: object) => call(t.app, who(r), { method: 'PATCH', url: settingsUrl(), payload });
const directory = (r: Role, headers: Record<string, string> = {}) =>
  call(t.app, who(r), { method: 'GET', url: `/api/events/${eventId}/directory`, headers });

/** The stored row as the database holds it (null when the event never had its settings changed). */
async function stored(): Promise<{ directory_enabled: boolean; icebreaker: string | null; updated_at: string } | null> {
  const res = (await t.database.db.execute(
    sql`select directory_enabled, icebreaker, updated_at::text as updated_at
        from event_networking_settings where event_id = ${eventId}`,
  )) as unknown as { rows: { directory_enabled: boolean; icebreaker: string | null; updated_at: string }[] };
  return res.rows[0] ?? null;
}

beforeAll(async () => {
  t = await createTestApp();
  people = await signUpMailCast(t);
  ({ eventId } = await mailCastEvent(t, people));
});
afterAll(async () => t?.close());

// Each test starts from an event whose organizers never touched its settings.
beforeEach(async () => {
  await t.database.db.execute(sql`delete from event_networking_settings where event_id = ${eventId}`);
  // The directory holds the settings per instance until the table's trigger notification drops them.
  await t.app.ctx.changes.settled();
});

describe('reading the settings', () => {
  it.each(ROLES.filter((r) => r !== 'stranger'))('%s reads the defaults: directory on, no prompt', async (r) => {
    const res = await read(r);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ event_id: eventId, directory_enabled: true, icebreaker: null });
  });

  it('is 404 for a stranger and 401 without a login, like the event itself', async () => {
    expect((await read('stranger')).statusCode).toBe(404);
    expect((await read('anonymous')).statusCode).toBe(401);
    expect(
      (await call(t.app, who('owner'), { method: 'GET', url: '/api/events/99999999/networking-settings' })).statusCode,
    ).toBe(404);
  });
});

describe('changing the settings', () => {
  it.each(EDITORS)(
    '%s turns the directory off and sets a prompt; everyone who sees the event reads them',
    async (r) => {
      const res = await patch(r, { directory_enabled: false, icebreaker: 'What are you building this year?' });
      expect(res.statusCode).toBe(200);
      const expected = { event_id: eventId, directory_enabled: false, icebreaker: 'What are you building this year?' };
      expect(res.json()).toEqual(expected);
      expect((await read('attendee')).json()).toEqual(expected);
      expect((await read('speaker')).json()).toEqual(expected);
      expect(await stored()).toMatchObject({
        directory_enabled: false,
        icebreaker: 'What are you building this year?',
      });
    },
  );

  it.each(NOT_EDITORS)('%s gets %i and nothing changes', async (r, status) => {
    await patch('owner', { icebreaker: 'Kept as it is' });
    const before = await stored();
    const res = await patch(r, { directory_enabled: false, icebreaker: 'Changed' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status });
    expect(await stored()).toEqual(before);
    expect(before).toMatchObject({ directory_enabled: true, icebreaker: 'Kept as it is' });
  });

  it('changes only the fields given; an empty or null prompt removes it', async () => {
    await patch('organizer', { directory_enabled: false, icebreaker: 'First prompt' });
    const onlyPrompt = await patch('organizer', { icebreaker: 'Second prompt' });
    expect(onlyPrompt.json()).toMatchObject({ directory_enabled: false, icebreaker: 'Second prompt' });
    const onlyDirectory = await patch('organizer', { directory_enabled: true });
    expect(onlyDirectory.json()).toMatchObject({ directory_enabled: true, icebreaker: 'Second prompt' });
    expect((await patch('organizer', { icebreaker: '' })).json().icebreaker).toBeNull();
    await patch('organizer', { icebreaker: 'Again' });
    expect((await patch('organizer', { icebreaker: null })).json().icebreaker).toBeNull();
    expect(await stored()).toMatchObject({ directory_enabled: true, icebreaker: null });
    const nothing = await patch('organizer', {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual({ event_id: eventId, directory_enabled: true, icebreaker: null });
  });

  it('stores the prompt cleaned like a name, and takes exactly 200 characters', async () => {
    const cleaned = await patch('owner', { icebreaker: '\u200b  Cafe\u0301 chats?\u2060 ' });
    expect(cleaned.json().icebreaker).toBe('Café chats?');
    const longest = 'x'.repeat(200);
    expect((await patch('owner', { icebreaker: longest })).json().icebreaker).toBe(longest);
  });

  it.each([
    [
      'a prompt of 201 characters',
      { icebreaker: 'y'.repeat(201) },
      'icebreaker',
      maxLengthMessage('Icebreaker prompt', 200),
    ],
    ['invisible text', { icebreaker: '\u200b\u200b\u2060' }, 'icebreaker', NETWORK_MESSAGES.icebreakerBlank],
    ['only spaces', { icebreaker: '    ' }, 'icebreaker', NETWORK_MESSAGES.icebreakerBlank],
    ['a direction control', { icebreaker: 'Say \u202ehi' }, 'icebreaker', directionControlMessage('Icebreaker prompt')],
    ['a number as the prompt', { icebreaker: 42 }, 'icebreaker', NETWORK_MESSAGES.icebreakerNotText],
    ['text as the switch', { directory_enabled: 'no' }, 'directory_enabled', NETWORK_MESSAGES.directoryNotBoolean],
    ['null as the switch', { directory_enabled: null }, 'directory_enabled', NETWORK_MESSAGES.directoryNotBoolean],
  ])('refuses %s with 422 and a clear message, and changes nothing', async (_what, payload, field, message) => {
    await patch('owner', { directory_enabled: true, icebreaker: 'Before' });
    const before = await stored();
    const res = await patch('owner', { ...payload });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', errors: { [field]: [message] } });
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown field and a body that is not an object, changing nothing', async () => {
    const unknown = await patch('owner', { directory_enabled: false, directory: false });
    expect(unknown.statusCode).toBe(422);
    const list = await patch('owner', [true]);
    expect(list.statusCode).toBe(422);
    expect(await stored()).toBeNull();
  });

  it('answers in the caller’s language, keeping the error code', async () => {
    const res = await call(t.app, who('owner'), {
      method: 'PATCH',
      url: settingsUrl(),
      payload: { icebreaker: '\u200b' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    expect(res.json().errors.icebreaker[0]).not.toBe(NETWORK_MESSAGES.icebreakerBlank);
    expect(res.json().errors.icebreaker[0]).toContain('Gesprächseinstieg');
  });
});

describe('the directory while it is off', () => {
  const STAFF = ['owner', 'orgAdmin', 'eventAdmin', 'organizer', 'moderator'] as const;
  const CLOSED_TO = ['orgMember', 'speaker', 'attendee'] as const;

  it.each(STAFF)('%s, who works the event, still reads it', async (r) => {
    await patch('owner', { directory_enabled: false });
    const res = await directory(r);
    expect(res.statusCode).toBe(200);
    expect(res.json().total_items).toBeGreaterThan(0);
  });

  it.each(CLOSED_TO)('%s is refused with 403 and the organizers’ message', async (r) => {
    expect((await directory(r)).statusCode).toBe(200);
    await patch('owner', { directory_enabled: false });
    const res = await directory(r);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'FORBIDDEN', message: NETWORK_MESSAGES.directoryClosed });
    const german = await directory(r, { 'accept-language': 'de' });
    expect(german.json().code).toBe('FORBIDDEN');
    expect(german.json().message).toContain('Teilnehmerverzeichnis');
  });

  it('tells nothing more to a stranger (404) or without a login (401)', async () => {
    await patch('owner', { directory_enabled: false });
    expect((await directory('stranger')).statusCode).toBe(404);
    expect((await directory('anonymous')).statusCode).toBe(401);
  });

  it('leaves profiles, connections and messages alone, and opens again when turned back on', async () => {
    await patch('owner', { directory_enabled: false });
    const attendee = who('attendee');
    const speaker = who('speaker');
    if (!attendee || !speaker) throw new Error('cast missing');
    const profile = await call(t.app, attendee, { method: 'GET', url: `/api/users/${speaker.id}` });
    expect(profile.statusCode).toBe(200);
    const asked = await call(t.app, attendee, {
      method: 'POST',
      url: '/api/connections',
      payload: { user_id: speaker.id, note: 'Met you at the event' },
    });
    expect(asked.statusCode).toBe(201);
    const accepted = await call(t.app, speaker, { method: 'POST', url: `/api/connections/${asked.json().id}/accept` });
    expect(accepted.statusCode).toBe(200);
    const thread = await call(t.app, attendee, {
      method: 'POST',
      url: '/api/direct-messages/threads',
      payload: { user_id: speaker.id, event_id: eventId },
    });
    expect([200, 201]).toContain(thread.statusCode);

    await patch('organizer', { directory_enabled: true });
    const open = await directory('attendee');
    expect(open.statusCode).toBe(200);
    const speakerEntry = open.json().people.find((p: { id: number }) => p.id === speaker.id);
    expect(speakerEntry).toMatchObject({ connection: 'CONNECTED' });
  });
});

describe('the settings held by the directory', () => {
  it('follow a change another instance made (written here with SQL), once its notification arrives', async () => {
    // Read once, so this instance holds "open".
    expect((await directory('attendee')).statusCode).toBe(200);
    expect((await directory('attendee')).statusCode).toBe(200);
    await t.database.db.execute(
      sql`insert into event_networking_settings (event_id, directory_enabled) values (${eventId}, false)`,
    );
    await t.app.ctx.changes.settled();
    const closed = await directory('attendee');
    expect(closed.statusCode, closed.body).toBe(403);
    expect(closed.json<{ message: string }>().message).toBe(NETWORK_MESSAGES.directoryClosed);
    await t.database.db.execute(
      sql`update event_networking_settings set directory_enabled = true where event_id = ${eventId}`,
    );
    await t.app.ctx.changes.settled();
    expect((await directory('attendee')).statusCode).toBe(200);
  });

  it('close at once on the instance that saved the change', async () => {
    expect((await directory('attendee')).statusCode).toBe(200);
    expect((await patch('organizer', { directory_enabled: false })).statusCode).toBe(200);
    expect((await directory('attendee')).statusCode).toBe(403);
  });
});
