import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '@atria/contracts/attendees-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';
import { actor } from '../../test/outbox-helpers';
import { createAttendeesImportService } from './attendees-import.service';

let t: TestApp;
let admin: TestUser;
let organizer: TestUser;
let attendee: TestUser;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUp(t.app, { first_name: 'Ada', last_name: 'Admin' });
  organizer = await signUp(t.app);
  attendee = await signUp(t.app);
  const orgId = await makeOrganization(t.app.ctx.db, [[admin.id, 'OWNER']]);
  eventId = await makeEvent(t.app.ctx.db, orgId, [
    [admin.id, 'ADMIN'],
    [organizer.id, 'ORGANIZER'],
    [attendee.id, 'ATTENDEE'],
  ]);
});

afterAll(async () => {
  await t.close();
});

const service = (limits?: { maxBytes: number; maxRows: number }) => createAttendeesImportService(t.app.ctx, limits);
const csv = (text: string): Readable => Readable.from([Buffer.from(text, 'utf8')]);
const count = async (query: ReturnType<typeof sql>): Promise<number> =>
  ((await t.app.ctx.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
const participants = () => count(sql`select count(*)::int as n from event_users where event_id = ${eventId}`);
const queued = () => count(sql`select count(*)::int as n from outbox where event_id = ${eventId}`);

async function fileError(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  const file = (err as AppError).errors?.file;
  expect(file).toHaveLength(1);
  return file?.[0] ?? '';
}

describe('attendee CSV import: preview', () => {
  it('says row by row what a commit would do, with every kind of row error', async () => {
    const fresh = uniqueEmail('fresh');
    const file = [
      'Email,First Name,Last Name,Role,Title,Company',
      `${fresh},Fay,Fresh,speaker,CTO,Acme`,
      `${organizer.email.toUpperCase()},Org,Anizer,,,`,
      `${attendee.email},At,Tendee,attendee,,`,
      'not-an-email,Bad,Mail,attendee,,',
      `${uniqueEmail('role')},Rolf,Role,janitor,,`,
      `${fresh.toUpperCase()},Fay,Again,attendee,,`,
    ].join('\n');
    const before = await participants();
    const preview = await service().preview(actor(admin.id), eventId, csv(file));
    expect(preview.rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'new'],
      [3, 'already_participant'],
      [4, 'already_participant'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
    ]);
    expect(preview.rows[0]).toMatchObject({ role: 'SPEAKER', title: 'CTO', company: 'Acme', errors: [] });
    expect(preview.rows[3]?.errors).toEqual(['Invalid email']);
    expect(preview.rows[4]?.errors).toEqual([IMPORT_MESSAGES.unknownRole('janitor')]);
    expect(preview.rows[5]?.errors).toEqual([IMPORT_MESSAGES.duplicateInFile(2)]);
    expect(preview.counts).toEqual({
      rows: 6,
      new_accounts: 1,
      existing_accounts: 0,
      already_participants: 2,
      errors: 3,
    });
    expect(preview.can_commit).toBe(false);
    expect(await participants()).toBe(before);
  });

  it('refuses a role the caller cannot give (an organizer importing admins)', async () => {
    const preview = await service().preview(
      actor(organizer.id),
      eventId,
      csv(`email,first name,last name,role\n${uniqueEmail('a')},A,B,admin\n`),
    );
    expect(preview.rows[0]?.errors).toEqual([IMPORT_MESSAGES.roleNotAllowed]);
  });

  it('reads a UTF-8 BOM, Windows line ends and quoted commas, quotes and line breaks', async () => {
    const email = uniqueEmail('quoted');
    const file = `\uFEFFemail,first name,last name,title,company\r\n${email},"Zoë","O""Brien","Head, Sales","Line one\r\nLine two"\r\n\r\n`;
    const preview = await service().preview(actor(admin.id), eventId, csv(file));
    expect(preview.rows).toHaveLength(1);
    expect(preview.rows[0]).toMatchObject({
      email,
      first_name: 'Zoë',
      last_name: "O'Brien".replace("'", '"'),
      title: 'Head, Sales',
      status: 'new',
    });
    expect(preview.rows[0]?.company).toBe('Line one\r\nLine two');
  });

  it('answers NOT_FOUND to outsiders and FORBIDDEN to attendees, without reading the file', async () => {
    let read = false;
    const untouched = () =>
      new Readable({
        read() {
          read = true;
          this.push(null);
        },
      });
    const stranger = await signUp(t.app);
    await expect(service().preview(actor(stranger.id), eventId, untouched())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(service().commit(actor(attendee.id), eventId, untouched())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(read).toBe(false);
  });
});

describe('attendee CSV import: file errors', () => {
  it('refuses unknown columns', async () => {
    expect(
      await fileError(
        service().preview(actor(admin.id), eventId, csv('email,first name,last name,shoe size\nx@y.test,a,b,42\n')),
      ),
    ).toBe(IMPORT_MESSAGES.unknownColumns(['"shoe size"']));
  });

  it('refuses a header without the required columns', async () => {
    expect(await fileError(service().preview(actor(admin.id), eventId, csv('mail,first name\nx@y.test,a\n')))).toBe(
      IMPORT_MESSAGES.unknownColumns(['"mail"']),
    );
    expect(await fileError(service().preview(actor(admin.id), eventId, csv('first name,last name\na,b\n')))).toBe(
      IMPORT_MESSAGES.missingColumns(['email']),
    );
  });

  it('refuses an empty file and a header without rows', async () => {
    expect(await fileError(service().preview(actor(admin.id), eventId, csv('')))).toBe(IMPORT_MESSAGES.empty);
    expect(await fileError(service().preview(actor(admin.id), eventId, csv('email,first name,last name\r\n')))).toBe(
      IMPORT_MESSAGES.noRows,
    );
  });

  it('refuses a file in another encoding than UTF-8', async () => {
    const latin1 = Buffer.from('email,first name,last name\nzoe@example.test,Zo\xeb,Smith\n', 'latin1');
    expect(await fileError(service().preview(actor(admin.id), eventId, Readable.from([latin1])))).toBe(
      IMPORT_MESSAGES.notUtf8,
    );
  });

  it('refuses broken CSV with its reason', async () => {
    expect(
      await fileError(service().preview(actor(admin.id), eventId, csv('email,first name,last name\n"a@b.test,A,B\n'))),
    ).toMatch(/^The file is not valid CSV: /);
  });

  it('refuses a 50 MB file after reading little more than the limit', async () => {
    let pulled = 0;
    const row = Buffer.from(`${'x'.repeat(40)}@example.test,First,Last,attendee,${'t'.repeat(400)},\n`);
    async function* fifty() {
      yield Buffer.from('email,first name,last name,role,title,company\n');
      while (pulled < 50 * 1024 * 1024) {
        const chunk = Buffer.concat(Array.from({ length: 1024 }, () => row));
        pulled += chunk.length;
        yield chunk;
      }
    }
    expect(await fileError(service().preview(actor(admin.id), eventId, Readable.from(fifty())))).toBe(
      IMPORT_MESSAGES.tooLarge(5 * 1024 * 1024),
    );
    expect(pulled).toBeLessThan(6 * 1024 * 1024);
  });

  it('refuses 100,000 rows', async () => {
    async function* many() {
      yield 'email,first name,last name\n';
      for (let i = 0; i < 100_000; i += 100)
        yield Array.from({ length: 100 }, (_, j) => `p${i + j}@e.test,A,B\n`).join('');
    }
    expect(await fileError(service().preview(actor(admin.id), eventId, Readable.from(many())))).toBe(
      IMPORT_MESSAGES.tooManyRows(20_000),
    );
  });
});

describe('attendee CSV import: commit', () => {
  it('imports nothing from a file with one bad row', async () => {
    const [p, q] = [await participants(), await queued()];
    const file = `email,first name,last name\n${uniqueEmail('ok')},Good,Row\nbroken,Bad,Row\n`;
    const err = await service()
      .commit(actor(admin.id), eventId, csv(file))
      .then(
        () => undefined,
        (e: unknown) => e as AppError,
      );
    expect(err?.message).toBe(IMPORT_MESSAGES.hasErrors);
    expect(err?.errors).toEqual({ 'line 3': ['Invalid email'] });
    expect([await participants(), await queued()]).toEqual([p, q]);
  });

  it('adds everyone with invitations queued, and a second import of the same file changes nothing', async () => {
    const existing = await signUp(t.app);
    const emails = [uniqueEmail('n1'), uniqueEmail('n2')];
    const file = `email,first name,last name,role,title,company\n${emails[0]},N,One,attendee,Dev,"=HYPERLINK(""http://evil"")"\n${emails[1]},N,Two,moderator,,\n${existing.email},E,X,speaker,,\n`;
    const [p, q] = [await participants(), await queued()];
    const result = await service().commit(actor(admin.id), eventId, csv(file));
    expect(result).toMatchObject({ added: 3, mails_queued: 3, counts: { new_accounts: 2, existing_accounts: 1 } });
    expect([await participants(), await queued()]).toEqual([p + 3, q + 3]);
    const invited = await count(sql`select count(*)::int as n from invitations where event_id = ${eventId}`);
    expect(invited).toBeGreaterThanOrEqual(2);

    const again = await service().commit(actor(admin.id), eventId, csv(file));
    expect(again).toMatchObject({ added: 0, mails_queued: 0, counts: { already_participants: 3, new_accounts: 0 } });
    expect([await participants(), await queued()]).toEqual([p + 3, q + 3]);
  });
});

describe('attendee CSV export', () => {
  it('neutralizes cells a spreadsheet would run as formulas', async () => {
    const email = uniqueEmail('formula');
    await service().commit(
      actor(admin.id),
      eventId,
      csv(`email,first name,last name,title,company\n${email},=1+2,@SUM(A1),-5,+cmd\n`),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of await service().exportCsv(actor(admin.id), eventId))
      chunks.push(Buffer.from(chunk as string));
    const text = Buffer.concat(chunks).toString('utf8');
    expect(text.startsWith('\uFEFFemail,first name,last name,role,title,company\r\n')).toBe(true);
    expect(text).toContain(`${email},'=1+2,'@SUM(A1),ATTENDEE,'-5,'+cmd\r\n`);
    expect(text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(text).not.toMatch(/(^|,)=/m);
  });

  it('is for editors only', async () => {
    await expect(service().exportCsv(actor(attendee.id), eventId)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
