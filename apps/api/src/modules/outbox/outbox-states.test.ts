import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';
import { actor, mailWorker } from '../../test/outbox-helpers';
import { startSmtpSink } from '../../test/smtp-sink';
import { createEventsService } from '../events/events.service';
import { NO_SMTP_REASON } from '../mail/mail.transport';
import { createSentMailService } from '../sent-mail/sent-mail.service';

let t: TestApp;
let owner: TestUser;
let member: TestUser;
let orgId: number;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  member = await signUp(t.app);
  orgId = await makeOrganization(t.app.ctx.db, [
    [owner.id, 'OWNER'],
    [member.id, 'MEMBER'],
  ]);
  eventId = await makeEvent(t.app.ctx.db, orgId, [
    [owner.id, 'ADMIN'],
    [member.id, 'ATTENDEE'],
  ]);
});

afterAll(async () => {
  await t.close();
});

const outbox = () => createSentMailService(t.app.ctx);
const invite = (email: string) =>
  createEventsService(t.app.ctx).addOrCreate(actor(owner.id), eventId, {
    email,
    first_name: 'N',
    last_name: 'P',
    role: 'ATTENDEE',
  });
const page = { page: 1, per_page: 50 };

describe('outbox states seen by admins', () => {
  it('holds mail without SMTP, says so in the log by address, and lists it as held', async () => {
    const email = uniqueEmail('held');
    await invite(email);
    const logged: { obj: object; msg: string }[] = [];
    const log = {
      info: () => undefined,
      error: () => undefined,
      warn: (obj: object, msg: string) => logged.push({ obj, msg }),
    };
    await mailWorker(t.app.ctx.db, undefined, { log }).runOnce();
    expect(logged).toContainEqual({ msg: `outbox: ${NO_SMTP_REASON}`, obj: expect.objectContaining({ to: email }) });
    const list = await outbox().listForEvent(actor(owner.id), eventId, { ...page, status: ['held'] });
    expect(list.mail.map((m) => [m.recipient, m.status, m.last_error, m.attempts])).toContainEqual([
      email,
      'held',
      NO_SMTP_REASON,
      0,
    ]);
    const orgList = await outbox().listForOrganization(actor(owner.id), orgId, { ...page, status: [] });
    expect(orgList.mail.some((m) => m.recipient === email)).toBe(true);
  });

  it('fails a mail at once when the server refuses its address for good, and lists it as failed', async () => {
    const smtp = await startSmtpSink();
    const email = uniqueEmail('refused');
    smtp.rejected.add(email.toLowerCase());
    await invite(email);
    await mailWorker(t.app.ctx.db, smtp.url).runOnce();
    await smtp.stop();
    const list = await outbox().listForEvent(actor(owner.id), eventId, { ...page, status: ['failed'] });
    const item = list.mail.find((m) => m.recipient === email);
    expect(item?.attempts).toBe(1);
    expect(item?.last_error).toMatch(/550/);
  });

  it('retries with backoff while the server is unreachable, then gives up after the last attempt', async () => {
    const smtp = await startSmtpSink();
    const url = smtp.url;
    await smtp.stop();
    const email = uniqueEmail('unreachable');
    await invite(email);
    const status = async () =>
      (await outbox().listForEvent(actor(owner.id), eventId, { ...page, status: [] })).mail.find(
        (m) => m.recipient === email,
      );
    // A first attempt with a one-minute backoff: the mail waits, not due again yet.
    await mailWorker(t.app.ctx.db, url, { maxAttempts: 3, backoff: { baseMs: 60_000, maxMs: 60_000 } }).runOnce();
    const afterFirst = await status();
    expect([afterFirst?.status, afterFirst?.attempts]).toEqual(['pending', 1]);
    expect(new Date(afterFirst?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 20_000);
    await t.app.ctx.db.execute(sql`update outbox set next_attempt_at = now() where recipient = ${email}`);
    const worker = mailWorker(t.app.ctx.db, url, { maxAttempts: 3 });
    worker.start();
    const until = Date.now() + 10_000;
    while ((await status())?.status !== 'failed' && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    await worker.stop();
    expect(await status()).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('shows the mail to admins only', async () => {
    await expect(outbox().listForEvent(actor(member.id), eventId, { ...page, status: [] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(outbox().listForOrganization(actor(member.id), orgId, { ...page, status: [] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const stranger = await signUp(t.app);
    await expect(outbox().listForEvent(actor(stranger.id), eventId, { ...page, status: [] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      outbox().listForOrganization(actor(stranger.id), orgId, { ...page, status: [] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('hands back what it took but did not start when stopped, and leaves nothing leased', async () => {
    const smtp = await startSmtpSink();
    for (let i = 0; i < 30; i += 1) await invite(uniqueEmail('drain'));
    const worker = mailWorker(t.app.ctx.db, smtp.url, { batchSize: 30 });
    let stopping: Promise<void> | undefined;
    smtp.onMail = () => {
      stopping ??= worker.stop();
    };
    worker.start();
    await smtp.waitFor(1);
    await stopping;
    await smtp.stop();
    const leased = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from outbox where status = 'pending' and next_attempt_at > now() and recipient like 'drain.%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(leased.rows[0]?.n).toBe(0);
    const pending = (await t.app.ctx.db.execute(
      sql`select count(*)::int as n from outbox where status = 'pending' and recipient like 'drain.%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(smtp.received.length + (pending.rows[0]?.n ?? 0)).toBe(30);
    expect(pending.rows[0]?.n).toBeGreaterThan(0);
  });
});
