import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';
import { actor, mailWorker, outboxCounts } from '../../test/outbox-helpers';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink';
import { createEventsService } from '../events/events.service';
import { createInvitationsService } from '../invitations/invitations.service';
import { createOrganizationsService } from '../organizations/organizations.service';
import type { OutboxWorker } from '../outbox/outbox.worker';

let t: TestApp;
let smtp: SmtpSink;
let worker: OutboxWorker;
let owner: TestUser;
let orgId: number;
let eventId: number;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ PUBLIC_URL: 'https://atria.test/' });
  owner = await signUp(t.app, { first_name: 'Olga', last_name: 'Owner' });
  orgId = await makeOrganization(t.app.ctx.db, [[owner.id, 'OWNER']]);
  await t.app.ctx.db.execute(sql`update organizations set name = ${`Lumen <Collective> ${orgId}`} where id = ${orgId}`);
  eventId = await makeEvent(t.app.ctx.db, orgId, [[owner.id, 'ADMIN']], 'Summit & Friends');
  worker = mailWorker(t.app.ctx.db, smtp.url);
  worker.start();
});

afterEach(() => {
  smtp.received.length = 0;
});

afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await t.close();
});

const orgs = () => createOrganizationsService(t.app.ctx);
const events = () => createEventsService(t.app.ctx);
const tokenOf = (text: string): string => /https:\/\/atria\.test\/invite\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('invitation mails through the outbox', () => {
  it('mails a new organization member an invitation whose link opens the claim page', async () => {
    const email = uniqueEmail('member');
    const res = await orgs().addMember(actor(owner.id), orgId, {
      email,
      first_name: 'Mia',
      last_name: 'New',
      role: 'MEMBER',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toBe(email);
    expect(mail?.from).toContain('no-reply@atria.test');
    expect(mail?.subject).toBe(`Olga Owner invited you to Lumen <Collective> ${orgId} on Atria`);
    expect(mail?.html).toContain('Lumen &lt;Collective&gt;');
    const token = tokenOf(mail?.text ?? '');
    expect(`/invite/${token}`).toBe(res.invitation_path);
    const info = await createInvitationsService(t.app.ctx, () => Promise.reject(new Error('unused'))).info(token);
    expect(info.email).toBe(email);
  });

  it('mails a new event participant an event invitation with the claim link', async () => {
    const email = uniqueEmail('attendee');
    const res = await events().addOrCreate(actor(owner.id), eventId, {
      email,
      first_name: 'Ann',
      last_name: 'Attendee',
      role: 'ATTENDEE',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Olga Owner invited you to Summit & Friends on Atria');
    expect(mail?.text).toContain(`https://atria.test${res.invitation_path ?? 'missing'}`);
    expect(mail?.text).toContain('Hello Ann,');
  });

  it('tells an existing account it was added, with a link to the event and no claim link', async () => {
    const existing = await signUp(t.app, { first_name: 'Eli' });
    await events().addOrCreate(actor(owner.id), eventId, {
      email: existing.email.toUpperCase(),
      first_name: 'x',
      last_name: 'y',
      role: 'SPEAKER',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toBe(existing.email);
    expect(mail?.subject).toBe('You were added to Summit & Friends on Atria');
    expect(mail?.text).toContain(`https://atria.test/app/events/${eventId}`);
    expect(mail?.text).not.toContain('/invite/');
  });

  it('sends a re-sent invitation with a fresh link that works', async () => {
    const email = uniqueEmail('again');
    const first = await orgs().addMember(actor(owner.id), orgId, {
      email,
      first_name: 'Rae',
      last_name: 'Again',
      role: 'MEMBER',
    });
    await smtp.waitFor(1);
    const again = await orgs().reinvite(actor(owner.id), orgId, first.member.id);
    const mails = await smtp.waitFor(2);
    expect(mails[1]?.subject).toBe(`Your invitation to Lumen <Collective> ${orgId} on Atria, sent again`);
    expect(`/invite/${tokenOf(mails[1]?.text ?? '')}`).toBe(again.invitation_path);
    expect(again.invitation_path).not.toBe(first.invitation_path);
  });

  it('queues nothing when the change it belongs to is refused', async () => {
    const before = await outboxCounts(t.app.ctx.db);
    const existing = await signUp(t.app);
    await orgs().addMember(actor(owner.id), orgId, {
      email: existing.email,
      first_name: 'x',
      last_name: 'y',
      role: 'MEMBER',
    });
    await smtp.waitFor(1);
    await expect(
      orgs().addMember(actor(owner.id), orgId, {
        email: existing.email,
        first_name: 'x',
        last_name: 'y',
        role: 'MEMBER',
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const after = await outboxCounts(t.app.ctx.db);
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(total(after) - total(before)).toBe(1);
  });

  it('drops the body, which holds the claim link, once the mail is sent', async () => {
    await orgs().addMember(actor(owner.id), orgId, {
      email: uniqueEmail('scrub'),
      first_name: 'S',
      last_name: 'Crub',
      role: 'MEMBER',
    });
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    const res = (await t.app.ctx.db.execute(
      sql`select payload from outbox where status = 'sent' order by id desc limit 1`,
    )) as unknown as { rows: { payload: Record<string, unknown> }[] };
    expect(Object.keys(res.rows[0]?.payload ?? {}).sort()).toEqual(['subject', 'to']);
  });
});
