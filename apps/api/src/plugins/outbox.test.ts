import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { makeOrganization, makeUser } from '../test/fixtures';
import { createTestDatabase, testEnv, uniqueEmail, type TestDatabase } from '../test/helpers';
import { actor } from '../test/outbox-helpers';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';
import { createOrganizationsService } from '../modules/organizations/organizations.service';

let tdb: TestDatabase;
let smtp: SmtpSink;

beforeAll(async () => {
  tdb = await createTestDatabase();
  smtp = await startSmtpSink();
});

afterAll(async () => {
  await smtp.stop();
  await tdb.drop();
});

describe('the outbox worker of an app instance', () => {
  it('starts with the app, sends what a request queued, and stops with app.close()', async () => {
    // The app opens its own database from DATABASE_URL, as `pnpm start` does: the worker runs by default then.
    const app = await buildApp({
      env: testEnv({ DATABASE_URL: tdb.url, SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50', ATRIA_DEMO: '0' }),
      logger: false,
    });
    await app.ready();
    const owner = await makeUser(app.ctx.db);
    const orgId = await makeOrganization(app.ctx.db, [[owner, 'OWNER']]);
    const email = uniqueEmail('started');
    await createOrganizationsService(app.ctx).addMember(actor(owner), orgId, {
      email,
      first_name: 'S',
      last_name: 'T',
      role: 'MEMBER',
    });
    const [mail] = await smtp.waitFor(1, 10_000);
    expect(mail?.to).toBe(email);
    await app.close();

    // Closed: a mail queued now stays pending, nobody takes it.
    await tdb.database.db.execute(
      sql`insert into outbox (kind, payload, summary, recipient) values ('mail', '{"to":"x@example.test","subject":"s","text":"t","html":"h"}', 's', 'x@example.test')`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const res = (await tdb.database.db.execute(
      sql`select status, attempts from outbox where recipient = 'x@example.test'`,
    )) as unknown as { rows: { status: string; attempts: number }[] };
    expect(res.rows[0]).toEqual({ status: 'pending', attempts: 0 });
    expect(smtp.received).toHaveLength(1);
  });
});
