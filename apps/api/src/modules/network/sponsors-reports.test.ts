import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { NETWORK_MESSAGES } from '@atria/contracts/network';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, sessionChatMessages, sponsorTiers, sponsors } from '../../db/schema';
import { makeEvent, makeOrganization, makeSession, makeThread } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { plainPng, svgWithScript } from '../media/image.fixture';

let t: TestApp;
let orgId: number;
let eventId: number;
let logo: Buffer;
const people: Record<string, TestUser> = {};
const ROLES = [
  'owner',
  'orgAdmin',
  'orgMember',
  'eventAdmin',
  'organizer',
  'moderator',
  'speaker',
  'attendee',
  'stranger',
] as const;
type Role = (typeof ROLES)[number] | 'anonymous';
const EDITORS = ['owner', 'orgAdmin', 'eventAdmin', 'organizer'] as const;
const READERS_NOT_EDITORS = [
  ['orgMember', 403],
  ['moderator', 403],
  ['speaker', 403],
  ['attendee', 403],
  ['stranger', 404],
  ['anonymous', 401],
] as const;

const who = (r: Role): TestUser | null => (r === 'anonymous' ? null : (people[r] ?? null));
const req = (r: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  call(t.app, who(r), { method, url, payload });
const mediaFiles = (): number => {
  try {
    return readdirSync(join(t.env.ATRIA_DATA_DIR, 'media')).length;
  } catch {
    return 0;
  }
};
const tally = async () => ({
  tiers: (await t.database.db.select({ n: count() }).from(sponsorTiers))[0]?.n,
  sponsors: (await t.database.db.select({ n: count() }).from(sponsors))[0]?.n,
  media: (
    (await t.database.db.execute(sql`select count(*)::int as n from media`)) as unknown as { rows: { n: number }[] }
  ).rows[0]?.n,
  files: mediaFiles(),
  reports: (await t.database.db.select({ n: count() }).from(reports))[0]?.n,
});

beforeAll(async () => {
  t = await createTestApp();
  const users = await Promise.all(ROLES.map((r) => signUp(t.app, { first_name: r, last_name: 'Cast' })));
  ROLES.forEach((r, i) => {
    const u = users[i];
    if (u) people[r] = u;
  });
  const id = (r: Role) => people[r as string]?.id ?? -1;
  orgId = await makeOrganization(t.database.db, [
    [id('owner'), 'OWNER'],
    [id('orgAdmin'), 'ADMIN'],
    [id('orgMember'), 'MEMBER'],
  ]);
  eventId = await makeEvent(t.database.db, orgId, [
    [id('eventAdmin'), 'ADMIN'],
    [id('organizer'), 'ORGANIZER'],
    [id('moderator'), 'MODERATOR'],
    [id('speaker'), 'SPEAKER'],
    [id('attendee'), 'ATTENDEE'],
  ]);
  logo = await plainPng(400, 200, true);
});
afterAll(async () => t?.close());

describe('sponsors', () => {
  it.each(EDITORS)(
    '%s sets up tiers and sponsors with logos, reorders them, and everyone who sees the event reads them',
    async (r) => {
      const base = `/api/events/${eventId}`;
      const gold = await req(r, 'POST', `${base}/sponsor-tiers`, { name: 'Gold', colour: '#d4af37' });
      expect(gold.statusCode).toBe(201);
      const silver = await req(r, 'POST', `${base}/sponsor-tiers`, { name: 'Silver' });
      expect(silver.json().order).toBe(gold.json().order + 1);
      const acme = await req(r, 'POST', `${base}/sponsors`, {
        tier_id: gold.json().id,
        name: 'Acme',
        website_url: 'https://acme.example',
        featured: true,
      });
      expect(acme.statusCode).toBe(201);
      const globex = await req(r, 'POST', `${base}/sponsors`, { tier_id: gold.json().id, name: 'Globex' });
      const uploaded = await call(t.app, who(r), {
        method: 'PUT',
        url: `${base}/sponsors/${acme.json().id}/logo`,
        headers: { 'content-type': 'image/png' },
        payload: logo,
      });
      expect(uploaded.statusCode).toBe(200);
      expect(uploaded.json().purpose).toBe('SPONSOR_LOGO');

      const reordered = await req(r, 'PUT', `${base}/sponsor-tiers/${gold.json().id}/order`, {
        ids: [globex.json().id, acme.json().id],
      });
      expect(reordered.json().sponsors.map((s: { name: string }) => s.name)).toEqual(['Globex', 'Acme']);
      const tiersNow = (await req('attendee', 'GET', `${base}/sponsors`)).json().tiers as { id: number }[];
      const order = tiersNow.map((x) => x.id).filter((x) => x !== silver.json().id);
      const tierOrder = await req(r, 'PUT', `${base}/sponsor-tiers/order`, { ids: [silver.json().id, ...order] });
      expect(tierOrder.statusCode).toBe(200);
      expect(tierOrder.json().tiers[0].id).toBe(silver.json().id);

      const seen = (await req('speaker', 'GET', `${base}/sponsors`)).json();
      const goldSeen = seen.tiers.find((x: { id: number }) => x.id === gold.json().id);
      expect(goldSeen.colour).toBe('#d4af37');
      expect(
        goldSeen.sponsors.map((s: { name: string; logo: unknown; featured: boolean }) => [
          s.name,
          s.logo !== null,
          s.featured,
        ]),
      ).toEqual([
        ['Globex', false, false],
        ['Acme', true, true],
      ]);

      // Moving Acme to Silver puts it last there; deleting the tiers takes sponsors and logos along.
      const moved = await req(r, 'PUT', `${base}/sponsors/${acme.json().id}`, {
        tier_id: silver.json().id,
        name: 'Acme Inc',
      });
      expect(moved.json()).toMatchObject({
        tier_id: silver.json().id,
        name: 'Acme Inc',
        website_url: 'https://acme.example',
      });
      expect((await req(r, 'DELETE', `${base}/sponsor-tiers/${silver.json().id}`)).statusCode).toBe(204);
      expect((await req(r, 'DELETE', `${base}/sponsors/${globex.json().id}`)).statusCode).toBe(204);
      expect((await req(r, 'DELETE', `${base}/sponsor-tiers/${gold.json().id}`)).statusCode).toBe(204);
      const left = await tally();
      expect([left.tiers, left.sponsors, left.media]).toEqual([0, 0, 0]);
    },
  );

  it.each(READERS_NOT_EDITORS)('%s gets %i for every write, and nothing changes', async (r, status) => {
    const base = `/api/events/${eventId}`;
    const tier = (await req('owner', 'POST', `${base}/sponsor-tiers`, { name: 'T' })).json();
    const sponsor = (await req('owner', 'POST', `${base}/sponsors`, { tier_id: tier.id, name: 'S' })).json();
    const before = await tally();
    const calls: [string, string, object | undefined][] = [
      ['POST', `${base}/sponsor-tiers`, { name: 'X' }],
      ['PUT', `${base}/sponsor-tiers/${tier.id}`, { name: 'X' }],
      ['DELETE', `${base}/sponsor-tiers/${tier.id}`, undefined],
      ['PUT', `${base}/sponsor-tiers/order`, { ids: [tier.id] }],
      ['POST', `${base}/sponsors`, { tier_id: tier.id, name: 'X' }],
      ['PUT', `${base}/sponsors/${sponsor.id}`, { name: 'X' }],
      ['DELETE', `${base}/sponsors/${sponsor.id}`, undefined],
      ['PUT', `${base}/sponsor-tiers/${tier.id}/order`, { ids: [sponsor.id] }],
      ['DELETE', `${base}/sponsors/${sponsor.id}/logo`, undefined],
    ];
    for (const [method, url, payload] of calls)
      expect([method, url, (await req(r, method as 'PUT', url, payload)).statusCode]).toEqual([method, url, status]);
    const upload = await call(t.app, who(r), {
      method: 'PUT',
      url: `${base}/sponsors/${sponsor.id}/logo`,
      headers: { 'content-type': 'image/png' },
      payload: logo,
    });
    expect(upload.statusCode).toBe(status);
    expect(await tally()).toEqual(before);
    const read = await req(r, 'GET', `${base}/sponsors`);
    expect(read.statusCode).toBe(status === 403 ? 200 : status);
    await req('owner', 'DELETE', `${base}/sponsor-tiers/${tier.id}`);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const base = `/api/events/${eventId}`;
    const tier = (await req('organizer', 'POST', `${base}/sponsor-tiers`, { name: 'Bad input tier' })).json();
    const sponsor = (await req('organizer', 'POST', `${base}/sponsors`, { tier_id: tier.id, name: 'S' })).json();
    const otherEvent = await makeEvent(t.database.db, orgId, []);
    const foreignTier = (await req('owner', 'POST', `/api/events/${otherEvent}/sponsor-tiers`, { name: 'F' })).json();
    const before = await tally();
    const bad: [string, string, object][] = [
      ['POST', `${base}/sponsor-tiers`, { name: '' }],
      ['POST', `${base}/sponsor-tiers`, { name: 'X', colour: 'red' }],
      ['POST', `${base}/sponsors`, { tier_id: tier.id, name: 'X', website_url: 'javascript:alert(1)' }],
      ['POST', `${base}/sponsors`, { tier_id: foreignTier.id, name: 'X' }],
      ['POST', `${base}/sponsors`, { name: 'No tier' }],
      ['PUT', `${base}/sponsors/${sponsor.id}`, { tier_id: foreignTier.id }],
      ['PUT', `${base}/sponsor-tiers/order`, { ids: [tier.id, tier.id, foreignTier.id] }],
      ['PUT', `${base}/sponsor-tiers/order`, { ids: [] }],
      ['PUT', `${base}/sponsor-tiers/${tier.id}/order`, { ids: [sponsor.id, 999999] }],
    ];
    for (const [method, url, payload] of bad) {
      const res = await req('organizer', method as 'PUT', url, payload);
      expect([method, url, JSON.stringify(payload), res.statusCode]).toEqual([
        method,
        url,
        JSON.stringify(payload),
        422,
      ]);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
    const mismatch = await req('organizer', 'PUT', `${base}/sponsor-tiers/${tier.id}/order`, {
      ids: [sponsor.id, 999999],
    });
    expect(mismatch.json().errors.ids).toEqual([NETWORK_MESSAGES.orderMismatch]);
    // A sponsor or tier of another event is not found through this one.
    expect((await req('organizer', 'PUT', `${base}/sponsor-tiers/${foreignTier.id}`, { name: 'X' })).statusCode).toBe(
      404,
    );
    const svg = await call(t.app, who('organizer'), {
      method: 'PUT',
      url: `${base}/sponsors/${sponsor.id}/logo`,
      headers: { 'content-type': 'image/svg+xml' },
      payload: svgWithScript,
    });
    expect(svg.statusCode).toBe(422);
    expect(await tally()).toEqual(before);
    await req('owner', 'DELETE', `${base}/sponsor-tiers/${tier.id}`);
  });
});

describe('reports', () => {
  it('a participant reports a person and a message sent to them; moderators see the queue and resolve', async () => {
    const base = `/api/events/${eventId}`;
    const attendee = people.attendee as TestUser;
    const speaker = people.speaker as TestUser;
    const threadId = await makeThread(t.database.db, attendee.id, speaker.id, [
      { from: speaker.id, content: 'buy my stuff' },
      { from: attendee.id, content: 'no thanks' },
    ]);
    const msgs = (await req('attendee', 'GET', `/api/direct-messages/threads/${threadId}/messages`)).json().messages;
    const theirs = msgs.find((m: { content: string }) => m.content === 'buy my stuff').id;
    const mine = msgs.find((m: { content: string }) => m.content === 'no thanks').id;

    const person = await req('attendee', 'POST', `${base}/reports`, { user_id: speaker.id, reason: 'Pushy' });
    expect(person.statusCode).toBe(201);
    expect(person.json()).toMatchObject({ status: 'OPEN', reported: { id: speaker.id }, message: null });
    const message = await req('attendee', 'POST', `${base}/reports`, { message_id: theirs, reason: 'Spam' });
    expect(message.json()).toMatchObject({ reported: { id: speaker.id }, message: { content: 'buy my stuff' } });

    const before = await tally();
    for (const [payload, text] of [
      [{ message_id: mine, reason: 'x' }, NETWORK_MESSAGES.reportMessageNotYours],
      [{ user_id: attendee.id, reason: 'x' }, NETWORK_MESSAGES.reportYourself],
      [{ reason: 'x' }, NETWORK_MESSAGES.reportTarget],
      [{ user_id: people.stranger?.id, reason: 'x' }, NETWORK_MESSAGES.notInEvent],
    ] as const) {
      const res = await req('attendee', 'POST', `${base}/reports`, payload);
      expect([res.statusCode, res.json().message]).toEqual([422, text]);
    }
    const blank = await req('attendee', 'POST', `${base}/reports`, { user_id: speaker.id, reason: ' ' });
    expect([blank.statusCode, blank.json().errors.reason]).toEqual([422, ['Reason is required']]);
    expect((await req('stranger', 'POST', `${base}/reports`, { user_id: speaker.id, reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(await tally()).toEqual(before);

    for (const [r, status] of [
      ['moderator', 200],
      ['organizer', 200],
      ['eventAdmin', 200],
      ['owner', 200],
      ['orgAdmin', 200],
      ['orgMember', 403],
      ['speaker', 403],
      ['attendee', 403],
      ['stranger', 404],
      ['anonymous', 401],
    ] as const) {
      const res = await req(r, 'GET', `${base}/reports`);
      expect([r, res.statusCode]).toEqual([r, status]);
      if (status === 200) expect(res.json().reports.map((x: { id: number }) => x.id)).toContain(person.json().id);
    }
    expect((await req('attendee', 'POST', `${base}/reports/${person.json().id}/resolve`, {})).statusCode).toBe(403);
    const resolved = await req('moderator', 'POST', `${base}/reports/${person.json().id}/resolve`, {
      resolution: 'Talked to them',
    });
    expect(resolved.json()).toMatchObject({
      status: 'RESOLVED',
      resolution: 'Talked to them',
      resolved_by: people.moderator?.id,
    });
    expect((await req('moderator', 'POST', `${base}/reports/${person.json().id}/resolve`, {})).statusCode).toBe(409);
    const open = (await req('moderator', 'GET', `${base}/reports`)).json().reports.map((x: { id: number }) => x.id);
    expect(open).not.toContain(person.json().id);
    const done = (await req('moderator', 'GET', `${base}/reports?status=RESOLVED`)).json();
    expect(done.reports.map((x: { id: number }) => x.id)).toContain(person.json().id);
    // A report of another event is not found through this one.
    const other = await makeEvent(t.database.db, orgId, [[people.moderator?.id ?? -1, 'MODERATOR']]);
    expect(
      (await req('moderator', 'POST', `/api/events/${other}/reports/${message.json().id}/resolve`, {})).statusCode,
    ).toBe(404);
    const row = await t.database.db.select().from(reports).where(eq(reports.id, message.json().id));
    expect(row[0]?.status).toBe('OPEN');
  });

  it('a session chat message is reported with its text kept; backstage, deleted and other events’ messages are refused', async () => {
    const base = `/api/events/${eventId}`;
    const speaker = people.speaker as TestUser;
    const sessionId = await makeSession(t.database.db, eventId);
    const otherEvent = await makeEvent(t.database.db, orgId, [[speaker.id, 'SPEAKER']]);
    const otherSession = await makeSession(t.database.db, otherEvent);
    const insert = async (values: Partial<typeof sessionChatMessages.$inferInsert>) =>
      (
        await t.database.db
          .insert(sessionChatMessages)
          .values({ session_id: sessionId, room: 'PUBLIC', author_id: speaker.id, body: 'rude words', ...values })
          .returning()
      )[0]?.id ?? -1;
    const publicId = await insert({});
    const backstage = await insert({ room: 'BACKSTAGE', body: 'staff only' });
    const deleted = await insert({ deleted_at: new Date() });
    const elsewhere = await insert({ session_id: otherSession });

    const ok = await req('attendee', 'POST', `${base}/reports`, { chat_message_id: publicId, reason: 'Rude' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ reported: { id: speaker.id }, message: { content: 'rude words' } });

    const before = await tally();
    for (const id of [backstage, deleted, elsewhere, 987654321]) {
      const res = await req('attendee', 'POST', `${base}/reports`, { chat_message_id: id, reason: 'x' });
      expect([res.statusCode, res.json().message]).toEqual([422, NETWORK_MESSAGES.reportChatMessage]);
    }
    // The author cannot report their own message.
    const own = await req('speaker', 'POST', `${base}/reports`, { chat_message_id: publicId, reason: 'x' });
    expect([own.statusCode, own.json().message]).toEqual([422, NETWORK_MESSAGES.reportYourself]);
    const other = await req('attendee', 'POST', `${base}/reports`, {
      chat_message_id: publicId,
      user_id: people.moderator?.id,
      reason: 'x',
    });
    expect(other.statusCode).toBe(422);
    expect(await tally()).toEqual(before);
  });
});
