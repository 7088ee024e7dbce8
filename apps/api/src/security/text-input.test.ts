import { CHAT_MESSAGES, MESSAGES, directionControlMessage } from '@atria/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization, makeThread } from '../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../test/helpers';

/**
 * Text that shows nothing, or that reorders what is shown, is refused where people read it as a name or a
 * title (and in messages), with a 422 and nothing stored. The rules live in the contracts (text.ts).
 */
let t: TestApp;
let owner: TestUser;
let other: TestUser;
let orgId: number;
let eventId: number;

const INVISIBLE = '\u200b\u200b';
const SPOOF = '\u202egnp.exe';

const countOf = async (query: ReturnType<typeof sql>): Promise<number> => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? -1);
};

beforeAll(async () => {
  t = await createTestApp();
  [owner, other] = await Promise.all([signUp(t.app), signUp(t.app)]);
  orgId = await makeOrganization(t.database.db, [
    [owner.id, 'OWNER'],
    [other.id, 'MEMBER'],
  ]);
  eventId = await makeEvent(t.database.db, orgId, [[owner.id, 'ADMIN']]);
});
afterAll(async () => t.close());

describe('organization names', () => {
  it.each([
    [INVISIBLE, MESSAGES.orgNameMin],
    [`A\u2060`, MESSAGES.orgNameMin],
    [SPOOF, directionControlMessage('Organization name')],
    [`Acme \u2067Corp\u2069`, directionControlMessage('Organization name')],
  ])('refuses %j with 422 and stores nothing', async (name, message) => {
    const before = await countOf(sql`select count(*)::int as n from organizations`);
    const created = await call(t.app, owner, { method: 'POST', url: '/api/organizations', payload: { name } });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors.name).toEqual([message]);
    const renamed = await call(t.app, owner, { method: 'PUT', url: `/api/organizations/${orgId}`, payload: { name } });
    expect(renamed.statusCode).toBe(422);
    expect(await countOf(sql`select count(*)::int as n from organizations`)).toBe(before);
    expect(
      await countOf(sql`select count(*)::int as n from organizations where id = ${orgId} and name like 'Fixture Org%'`),
    ).toBe(1);
  });

  it('treats a decomposed, a composed and an invisibly padded name as the same name', async () => {
    const first = await call(t.app, owner, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: 'Cafe\u0301 Society' },
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().name).toBe('Caf\u00e9 Society');
    for (const name of ['CAF\u00c9 SOCIETY', '\u200bcafe\u0301 society\ufeff']) {
      const again = await call(t.app, other, { method: 'POST', url: '/api/organizations', payload: { name } });
      expect(again.statusCode, name).toBe(409);
      expect(again.json().message).toBe(MESSAGES.orgNameTaken);
    }
    expect(
      await countOf(
        sql`select count(*)::int as n from organizations where lower(name) = lower(${'Caf\u00e9 Society'})`,
      ),
    ).toBe(1);
  });
});

describe('people, events, sessions and messages', () => {
  it('refuses an invisible or spoofing first name at sign-up and stores no account', async () => {
    for (const [first_name, message] of [
      [INVISIBLE, MESSAGES.firstNameRequired],
      [SPOOF, directionControlMessage('First name')],
    ]) {
      const email = uniqueEmail('text');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email, password: 'long enough pw', first_name, last_name: 'B' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.first_name).toEqual([message]);
      expect(await countOf(sql`select count(*)::int as n from users where email = ${email}`)).toBe(0);
    }
  });

  it('refuses an invisible or spoofing profile name and keeps the stored one', async () => {
    for (const first_name of [INVISIBLE, SPOOF]) {
      const res = await call(t.app, owner, { method: 'PUT', url: `/api/users/${owner.id}`, payload: { first_name } });
      expect(res.statusCode).toBe(422);
    }
    expect(
      await countOf(sql`select count(*)::int as n from users where id = ${owner.id} and first_name = 'Test'`),
    ).toBe(1);
  });

  it('refuses an invisible or spoofing session title and creates no session', async () => {
    for (const [title, message] of [
      [INVISIBLE, MESSAGES.titleRequired],
      [SPOOF, directionControlMessage('Title')],
    ]) {
      const res = await call(t.app, owner, {
        method: 'POST',
        url: `/api/events/${eventId}/sessions`,
        payload: { title },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.title).toEqual([message]);
    }
    expect(await countOf(sql`select count(*)::int as n from sessions where event_id = ${eventId}`)).toBe(0);
  });

  it('refuses an invisible event title and changes nothing', async () => {
    const res = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/events/${eventId}`,
      payload: { title: `\u2060${INVISIBLE}\u2060` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.title).toEqual([MESSAGES.titleMin]);
    expect(
      await countOf(sql`select count(*)::int as n from events where id = ${eventId} and title = 'Fixture Event'`),
    ).toBe(1);
  });

  it('does not send a message of invisible characters, nor one with direction controls', async () => {
    const threadId = await makeThread(t.database.db, owner.id, other.id);
    for (const [content, message] of [
      [INVISIBLE, CHAT_MESSAGES.contentBlank],
      [` \ufeff\u200d `, CHAT_MESSAGES.contentBlank],
      [`open ${SPOOF}`, CHAT_MESSAGES.contentBidi],
    ]) {
      const res = await call(t.app, owner, {
        method: 'POST',
        url: `/api/direct-messages/threads/${threadId}/messages`,
        payload: { content },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.content).toEqual([message]);
    }
    expect(await countOf(sql`select count(*)::int as n from direct_messages where thread_id = ${threadId}`)).toBe(0);
  });
});
