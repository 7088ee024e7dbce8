import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';
import { EVENT_EDITORS, MAIL_ROLES, mailCastEvent, signUpMailCast, type MailCast } from '../../test/mail-cast';

let t: TestApp;
let c: MailCast;
let eventId: number;

beforeAll(async () => {
  t = await createTestApp();
  c = await signUpMailCast(t);
  ({ eventId } = await mailCastEvent(t, c));
});

afterAll(async () => {
  await t.close();
});

const READERS = MAIL_ROLES.filter((r) => !EVENT_EDITORS.includes(r) && r !== 'stranger');
const HEADER = 'email,first name,last name,role,title,company';
const CSV = { 'content-type': 'text/csv' };

const count = async (query: ReturnType<typeof sql>): Promise<number> =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
const participants = () => count(sql`select count(*)::int as n from event_users where event_id = ${eventId}`);
const queued = () => count(sql`select count(*)::int as n from outbox where event_id = ${eventId}`);

const upload = (
  who: TestUser | null,
  path: 'import' | 'import/preview',
  payload: string | Buffer | Readable,
  headers: Record<string, string> = CSV,
) => call(t.app, who, { method: 'POST', url: `/api/events/${eventId}/attendees/${path}`, headers, payload });
const exportCsv = (who: TestUser | null) =>
  call(t.app, who, { method: 'GET', url: `/api/events/${eventId}/attendees.csv` });

/** A stream of `total` bytes of CSV-looking text that counts how much of it the server pulled. */
function bigUpload(total: number): { stream: Readable; pulled: () => number } {
  const chunk = Buffer.from(`someone@example.com,A,B,,${'x'.repeat(400)},\n`.repeat(256));
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) return void this.push(null);
      if (sent === 0) {
        sent += HEADER.length + 1;
        return void this.push(`${HEADER}\n`);
      }
      const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
      sent += part.length;
      this.push(part);
    },
  });
  return { stream, pulled: () => sent };
}

describe('POST /api/events/:id/attendees/import/preview', () => {
  it.each(EVENT_EDITORS)('previews a file row by row for %s and changes nothing', async (role) => {
    const before = await participants();
    const res = await upload(
      c[role],
      'import/preview',
      `${HEADER}\r\n${uniqueEmail('pv')},Pat,Preview,speaker,,\r\nnot-an-email,Bad,Row,,,\r\n`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ can_commit: false, counts: { rows: 2, new_accounts: 1, errors: 1 } });
    expect(await participants()).toBe(before);
  });

  it.each(READERS)('refuses %s with 403', async (role) => {
    expect((await upload(c[role], 'import/preview', `${HEADER}\n${uniqueEmail()},A,B,,,\n`)).statusCode).toBe(403);
  });

  it('answers 404 to a stranger and 401 without a token', async () => {
    expect((await upload(c.stranger, 'import/preview', `${HEADER}\n${uniqueEmail()},A,B,,,\n`)).statusCode).toBe(404);
    expect((await upload(null, 'import/preview', `${HEADER}\n${uniqueEmail()},A,B,,,\n`)).statusCode).toBe(401);
  });

  it('names wrong or missing columns as a file error', async () => {
    const res = await upload(c.organizer, 'import/preview', 'mail,first name\nx@example.com,A\n');
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { file: string[] } }>().errors.file[0]).toMatch(/Unknown columns: "mail"/);
  });
});

describe('POST /api/events/:id/attendees/import', () => {
  it.each(EVENT_EDITORS)(
    'imports every row for %s and queues their mail; the same file again changes nothing',
    async (role) => {
      const file = `\uFEFF${HEADER}\r\n${uniqueEmail('in')},"Ann, Jr",Import,,,\r\n${uniqueEmail('in')},Bo,Import,speaker,,\r\n`;
      const [people, mails] = [await participants(), await queued()];
      const first = await upload(c[role], 'import', file);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ added: 2, mails_queued: 2 });
      expect([await participants(), await queued()]).toEqual([people + 2, mails + 2]);
      const again = await upload(c[role], 'import', file);
      expect(again.json()).toMatchObject({ added: 0, mails_queued: 0, counts: { already_participants: 2 } });
      expect(await participants()).toBe(people + 2);
    },
  );

  it.each([...READERS, 'stranger' as const])('imports nothing for %s', async (role) => {
    const before = await participants();
    const res = await upload(c[role], 'import', `${HEADER}\n${uniqueEmail()},A,B,,,\n`);
    expect([403, 404]).toContain(res.statusCode);
    expect(await participants()).toBe(before);
  });

  it('imports nothing from a file with a bad row, naming the line', async () => {
    const before = await participants();
    const res = await upload(c.organizer, 'import', `${HEADER}\n${uniqueEmail()},A,B,,,\nbad,C,D,,,\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { 'line 3': [expect.any(String)] } });
    expect(await participants()).toBe(before);
  });
});

describe('upload limits and media types', () => {
  it('refuses a declared 50 MB upload with 413 before reading it, importing nothing', async () => {
    const before = await participants();
    const big = bigUpload(50 * 1024 * 1024);
    const res = await upload(c.organizer, 'import', big.stream, { ...CSV, 'content-length': String(50 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 5 MB: split it into smaller files',
    });
    expect(big.pulled()).toBeLessThan(1024 * 1024);
    expect(await participants()).toBe(before);
  });

  it('stops reading an undeclared (chunked) upload at 5 MB with a file error', async () => {
    const big = bigUpload(50 * 1024 * 1024);
    const res = await upload(c.organizer, 'import/preview', big.stream);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { file: string[] } }>().errors.file).toEqual([
      'The file is larger than 5 MB: split it into smaller files',
    ]);
    expect(big.pulled()).toBeLessThan(8 * 1024 * 1024);
  });

  it('refuses JSON, a missing media type and an empty body clearly', async () => {
    const json = await upload(c.organizer, 'import', JSON.stringify({ csv: HEADER }), {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ status: 415 });
    expect((await upload(c.organizer, 'import', `${HEADER}\n`, {})).statusCode).toBe(415);
    const empty = await upload(c.organizer, 'import/preview', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: { file: string[] } }>().errors.file[0]).toMatch(/The file is empty/);
  });

  it('refuses a cell the database cannot store as a row error, importing nothing', async () => {
    const before = await participants();
    const res = await upload(
      c.organizer,
      'import',
      `${HEADER}\n${uniqueEmail()},A,B,,,Nul\u0000Corp\nnul\u0000@example.com,C,D,,,\n`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: {
        'line 2': ['Contains characters that cannot be stored'],
        'line 3': expect.arrayContaining(['Contains characters that cannot be stored']),
      },
    });
    expect(await participants()).toBe(before);
  });

  it('refuses a CSV body on a JSON route with 415', async () => {
    const res = await call(t.app, c.organizer, {
      method: 'POST',
      url: `/api/events/${eventId}/users/add`,
      headers: CSV,
      payload: `${HEADER}\n`,
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /api/events/:id/attendees.csv', () => {
  it.each(EVENT_EDITORS)('downloads the participants as an attachment for %s', async (role) => {
    const res = await exportCsv(c[role]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${eventId}-attendees.csv"`);
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    expect(res.body).toContain(c.attendee.email);
  });

  it.each(READERS)('refuses %s with 403', async (role) => {
    expect((await exportCsv(c[role])).statusCode).toBe(403);
  });

  it('answers 404 to a stranger and 401 without a token', async () => {
    expect((await exportCsv(c.stranger)).statusCode).toBe(404);
    expect((await exportCsv(null)).statusCode).toBe(401);
  });

  it('neutralizes formula-looking cells', async () => {
    const email = uniqueEmail('formula');
    const res = await upload(
      c.organizer,
      'import',
      `${HEADER}\n${email},Fay,Formula,,"=HYPERLINK(""http://evil.example"",""x"")",@SUM(A1)\n`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const line = (await exportCsv(c.organizer)).body.split('\r\n').find((l) => l.startsWith(email));
    expect(line).toBe(`${email},Fay,Formula,ATTENDEE,"'=HYPERLINK(""http://evil.example"",""x"")",'@SUM(A1)`);
  });
});
