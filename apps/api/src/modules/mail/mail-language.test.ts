import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';
import { actor } from '../../test/outbox-helpers';
import { createEventsService } from '../events/events.service';
import { createOrganizationsService } from '../organizations/organizations.service';

let t: TestApp;
let german: TestUser;
let plain: TestUser;
let orgId: number;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://atria.test/' });
  german = await signUp(t.app, { first_name: 'Greta', last_name: 'Deutsch' });
  plain = await signUp(t.app, { first_name: 'Pat', last_name: 'Plain' });
  await call(t.app, german, { method: 'PUT', url: `/api/users/${german.id}`, payload: { locale: 'de' } });
  orgId = await makeOrganization(t.app.ctx.db, [
    [german.id, 'OWNER'],
    [plain.id, 'ADMIN'],
  ]);
  eventId = await makeEvent(
    t.app.ctx.db,
    orgId,
    [
      [german.id, 'ADMIN'],
      [plain.id, 'ADMIN'],
    ],
    'Summit',
  );
});
afterAll(async () => t.close());

async function lastMailTo(address: string) {
  const rows = await t.app.ctx.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.recipient, address))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0]?.payload as { subject: string; text: string; html: string } | undefined;
}

describe("mails in the recipient's language (docs/i18n.md#mails)", () => {
  it("writes to a new person in the inviter's saved language, having none of their own", async () => {
    const email = uniqueEmail('neu');
    await createOrganizationsService(t.app.ctx).addMember(actor(german.id), orgId, {
      email,
      first_name: 'Nina',
      last_name: 'Neu',
      role: 'MEMBER',
    });
    const mail = await lastMailTo(email);
    expect(mail?.subject).toMatch(/^Greta Deutsch hat dich zu .+ auf Atria eingeladen$/);
    expect(mail?.text).toContain('Hallo Nina,');
  });

  it("writes in the recipient's saved language whoever adds them, and English when neither saved one", async () => {
    const arabic = await signUp(t.app, { first_name: 'Amal' });
    await call(t.app, arabic, { method: 'PUT', url: `/api/users/${arabic.id}`, payload: { locale: 'ar' } });
    await createEventsService(t.app.ctx).addOrCreate(actor(german.id), eventId, {
      email: arabic.email,
      first_name: 'Amal',
      last_name: 'User',
      role: 'ATTENDEE',
    });
    const added = await lastMailTo(arabic.email);
    expect(added?.subject).toBe('تمت إضافتك إلى Summit على Atria');
    expect(added?.html).toContain('dir="rtl"');

    const email = uniqueEmail('plain');
    await createEventsService(t.app.ctx).addOrCreate(actor(plain.id), eventId, {
      email,
      first_name: 'Ed',
      last_name: 'English',
      role: 'ATTENDEE',
    });
    expect((await lastMailTo(email))?.subject).toBe('Pat Plain invited you to Summit on Atria');
  });
});
