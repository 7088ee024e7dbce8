import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSession } from '../../test/fixtures';
import { call, createTestApp, type TestApp, type TestUser } from '../../test/helpers';
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
const HEADER = 'title,day,start,end,type,description,stream url,speakers';
const CSV = { 'content-type': 'text/csv' };
let n = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(n += 1)}`;

const count = async (query: ReturnType<typeof sql>): Promise<number> =>
  ((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
const sessionCount = (event = eventId) => count(sql`select count(*)::int as n from sessions where event_id = ${event}`);

const upload = (
  who: TestUser | null,
  path: 'import' | 'import/preview',
  payload: string | Buffer | Readable,
  headers: Record<string, string> = CSV,
  event = eventId,
) => call(t.app, who, { method: 'POST', url: `/api/events/${event}/sessions/${path}`, headers, payload });
const exportCsv = (who: TestUser | null) =>
  call(t.app, who, { method: 'GET', url: `/api/events/${eventId}/sessions.csv` });

/** A stream of `total` bytes of CSV-looking text that counts how much of it the server pulled. */
function bigUpload(total: number): { stream: Readable; pulled: () => number } {
  const chunk = Buffer.from(`Talk,1,09:00,10:00,,${'x'.repeat(2000)},,\n`.repeat(64));
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

describe('POST /api/events/:eventId/sessions/import/preview', () => {
  it.each(EVENT_EDITORS)('previews a file row by row for %s and changes nothing', async (role) => {
    const before = await sessionCount();
    const res = await upload(
      c[role],
      'import/preview',
      `${HEADER}\r\n${unique('Preview')},1,09:00,10:00,keynote,,,\r\nNo end,1,09:00,,,,,\r\n`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      can_commit: false,
      counts: { rows: 2, new_sessions: 1, existing_sessions: 0, errors: 1 },
      rows: [
        { line: 2, status: 'new', session_type: 'KEYNOTE', errors: [] },
        { line: 3, status: 'error', errors: ['Invalid time format'] },
      ],
    });
    expect(await sessionCount()).toBe(before);
  });

  it.each(READERS)('refuses %s with 403', async (role) => {
    expect((await upload(c[role], 'import/preview', `${HEADER}\nA,1,09:00,10:00,,,,\n`)).statusCode).toBe(403);
  });

  it('answers 404 to a stranger and 401 without a token', async () => {
    expect((await upload(c.stranger, 'import/preview', `${HEADER}\nA,1,09:00,10:00,,,,\n`)).statusCode).toBe(404);
    expect((await upload(null, 'import/preview', `${HEADER}\nA,1,09:00,10:00,,,,\n`)).statusCode).toBe(401);
  });

  it('names wrong or missing columns as a file error', async () => {
    const wrong = await upload(c.organizer, 'import/preview', 'title,day,begin,end\nA,1,09:00,10:00\n');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: { file: string[] } }>().errors.file[0]).toMatch(/^Unknown columns: "begin"/);
    const missing = await upload(c.organizer, 'import/preview', 'title,day,start\nA,1,09:00\n');
    expect(missing.json<{ errors: { file: string[] } }>().errors.file).toEqual(['Missing columns: end']);
    const twice = await upload(
      c.organizer,
      'import/preview',
      'title,day,start,end,Start Time\nA,1,09:00,10:00,09:00\n',
    );
    expect(twice.json<{ errors: { file: string[] } }>().errors.file).toEqual(['Columns named twice: start']);
  });

  it('checks each row as the session form does: times, day, type, stream URL, speakers', async () => {
    const res = await upload(
      c.organizer,
      'import/preview',
      [
        HEADER,
        'Backwards,1,11:00,10:00,,,,',
        'Day three,3,09:00,10:00,,,,',
        'Day word,first,09:00,10:00,,,,',
        'Odd type,1,09:00,10:00,lecture,,,',
        'Bad stream,1,09:00,10:00,,,ftp://x.example,',
        `Stranger speaks,1,09:00,10:00,,,,${c.stranger.email}`,
        `Bad role,1,09:00,10:00,,,,${c.speaker.email}:boss`,
        `Twice,1,12:00,13:00,,,,"${c.speaker.email}; ${c.speaker.email.toUpperCase()}"`,
        ',1,09:00,10:00,,,,',
      ].join('\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const errors = res.json<{ rows: { errors: string[] }[] }>().rows.map((r) => r.errors);
    expect(errors).toEqual([
      ['End time must be after start time'],
      ['Day number must be between 1 and 2'],
      ['Day "first" is not a day number (1, 2, ...)'],
      ['Unknown type "lecture": use keynote, workshop, panel, presentation, networking or qa'],
      ['Stream URL must be an http(s) URL'],
      [`${c.stranger.email} is not a participant of the event: add them first`],
      ['Unknown speaker role "boss": use host, keynote, speaker, moderator or panelist'],
      [`${c.speaker.email.toUpperCase()} is named twice in this session`],
      ['Title is required'],
    ]);
  });
});

describe('POST /api/events/:eventId/sessions/import', () => {
  it.each(EVENT_EDITORS)('imports every row for %s; the same file again changes nothing', async (role) => {
    const file = `\uFEFF${HEADER}\r\n${unique('Opening')},1,08:00,08:30,Keynote,"Welcome, everyone",https://stream.example/a,\r\n${unique('Closing')},2,17:00,17:30,q&a,,,\r\n`;
    const before = await sessionCount();
    const first = await upload(c[role], 'import', file);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ added: 2, speakers_added: 0, counts: { new_sessions: 2 } });
    expect(await sessionCount()).toBe(before + 2);
    const again = await upload(c[role], 'import', file);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ added: 0, counts: { existing_sessions: 2, new_sessions: 0 } });
    expect(await sessionCount()).toBe(before + 2);
  });

  it.each([...READERS, 'stranger' as const])('imports nothing for %s', async (role) => {
    const before = await sessionCount();
    const res = await upload(c[role], 'import', `${HEADER}\n${unique('Nope')},1,09:00,10:00,,,,\n`);
    expect([403, 404]).toContain(res.statusCode);
    expect(await sessionCount()).toBe(before);
  });

  it('imports nothing from a file with a bad row, naming the line', async () => {
    const before = await sessionCount();
    const res = await upload(
      c.organizer,
      'import',
      `${HEADER}\n${unique('Fine')},1,09:00,10:00,,,,\nBroken,1,25:00,26:00,,,,\n`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'The file has errors: nothing was imported. Fix the rows listed and import it again',
      errors: { 'line 3': [expect.any(String)] },
    });
    expect(await sessionCount()).toBe(before);
  });

  it('books the speakers in order with their roles and refuses a speaker in two overlapping sessions', async () => {
    const { eventId: other } = await mailCastEvent(t, c);
    const existing = await makeSession(t.database.db, other, [c.speaker.id], '10:00', '11:00');
    const clash = await upload(
      c.organizer,
      'import',
      `${HEADER}\nClash,1,10:30,11:30,,,,${c.speaker.email}\n`,
      CSV,
      other,
    );
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({
      errors: {
        'line 2': [
          "speaker Person is already speaking in 'Fixture Session' on day 1 from 10:00 to 11:00, which overlaps this session",
        ],
      },
    });
    const inFile = await upload(
      c.organizer,
      'import/preview',
      `${HEADER}\nA,1,12:00,13:00,,,,${c.speaker.email}\nB,1,12:30,13:30,,,,${c.speaker.email}:moderator\n`,
      CSV,
      other,
    );
    expect(inFile.json<{ rows: { errors: string[] }[] }>().rows[1]?.errors).toEqual([
      "speaker Person is already speaking in 'A' on day 1 from 12:00 to 13:00, which overlaps this session",
    ]);
    const ok = await upload(
      c.organizer,
      'import',
      `${HEADER}\nPanel,1,11:00,12:00,panel,,,"${c.attendee.email} (moderator); ${c.speaker.email}:panelist"\n`,
      CSV,
      other,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ added: 1, speakers_added: 2 });
    const booked = (await t.database.db.execute(sql`
      select ss.user_id, ss.role, ss."order" from session_speakers ss join sessions s on s.id = ss.session_id
      where s.event_id = ${other} and s.title = 'Panel' order by ss."order"`)) as unknown as {
      rows: { user_id: number; role: string; order: number }[];
    };
    expect(booked.rows).toEqual([
      { user_id: c.attendee.id, role: 'MODERATOR', order: 1 },
      { user_id: c.speaker.id, role: 'PANELIST', order: 2 },
    ]);
    expect(existing).toBeGreaterThan(0);
  });

  it('reads a BOM, CRLF, quoted commas, quotes and line breaks', async () => {
    const title = unique('Quoted, "really"');
    const file = `\uFEFF${HEADER}\r\n"${title.replace(/"/g, '""')}",1,14:00,15:00,workshop,"Line one\r\nLine two, with a comma",,\r\n`;
    const res = await upload(c.organizer, 'import', file);
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await t.database.db.execute(
      sql`select description, session_type from sessions where event_id = ${eventId} and title = ${title}`,
    )) as unknown as { rows: { description: string; session_type: string }[] };
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.description).toMatch(/^Line one\r?\nLine two, with a comma$/);
    expect(stored.rows[0]?.session_type).toBe('WORKSHOP');
  });

  it('lets two imports of the same file at once add each session once', async () => {
    const before = await sessionCount();
    const file = `${HEADER}\n${unique('Race')},2,09:00,10:00,,,,\n${unique('Race')},2,10:00,11:00,,,,\n`;
    const [a, b] = await Promise.all([upload(c.organizer, 'import', file), upload(c.eventAdmin, 'import', file)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json<{ added: number }>().added, b.json<{ added: number }>().added].sort()).toEqual([0, 2]);
    expect(await sessionCount()).toBe(before + 2);
  });
});

describe('an import while a speaker is removed from the event', () => {
  it('never leaves a booking of someone who is no longer a participant', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { eventId: other } = await mailCastEvent(t, c);
      const file = `${HEADER}\n${unique('Race talk')},1,09:00,10:00,,,,${c.speaker.email}\n`;
      const [imported, removed] = await Promise.all([
        upload(c.organizer, 'import', file, CSV, other),
        call(t.app, c.organizer, { method: 'DELETE', url: `/api/events/${other}/users/${c.speaker.id}` }),
      ]);
      expect(removed.statusCode).toBe(204);
      expect([200, 422]).toContain(imported.statusCode);
      if (imported.statusCode === 422)
        expect(imported.json()).toMatchObject({
          errors: { 'line 2': [`${c.speaker.email} is not a participant of the event: add them first`] },
        });
      const orphans = await count(sql`
        select count(*)::int as n from session_speakers ss join sessions s on s.id = ss.session_id
        where s.event_id = ${other}
          and not exists (select 1 from event_users eu where eu.event_id = s.event_id and eu.user_id = ss.user_id)`);
      expect(orphans).toBe(0);
    }
  });
});

describe('upload limits and media types', () => {
  it('refuses a declared 50 MB upload with 413 before reading it, importing nothing', async () => {
    const before = await sessionCount();
    const big = bigUpload(50 * 1024 * 1024);
    const res = await upload(c.organizer, 'import', big.stream, { ...CSV, 'content-length': String(50 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is larger than 5 MB: split it into smaller files',
    });
    expect(big.pulled()).toBeLessThan(1024 * 1024);
    expect(await sessionCount()).toBe(before);
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

  it('refuses 100,000 rows as a file error, importing nothing', async () => {
    const before = await sessionCount();
    const rows = Array.from({ length: 100_000 }, (_, i) => `T${i},1,09:00,10:00`).join('\n');
    const res = await upload(c.organizer, 'import', `title,day,start,end\n${rows}\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ errors: { file: string[] } }>().errors.file).toEqual([
      'The file has more than 5,000 rows: split it into smaller files',
    ]);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses JSON, another encoding and an empty body clearly', async () => {
    const json = await upload(c.organizer, 'import', JSON.stringify({ csv: HEADER }), {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(415);
    const latin1 = await upload(
      c.organizer,
      'import/preview',
      Buffer.from(`${HEADER}\nCaf\u00e9,1,09:00,10:00\n`, 'latin1'),
    );
    expect(latin1.json<{ errors: { file: string[] } }>().errors.file).toEqual([
      'The file is not UTF-8 text: save it as "CSV UTF-8" and import it again',
    ]);
    const empty = await upload(c.organizer, 'import/preview', '');
    expect(empty.statusCode).toBe(422);
    expect(empty.json<{ errors: { file: string[] } }>().errors.file[0]).toMatch(/The file is empty/);
    const headerOnly = await upload(c.organizer, 'import/preview', `${HEADER}\r\n`);
    expect(headerOnly.json<{ errors: { file: string[] } }>().errors.file).toEqual([
      'The file has a header but no sessions',
    ]);
  });

  it('refuses a cell the database cannot store as a row error, importing nothing', async () => {
    const before = await sessionCount();
    const res = await upload(c.organizer, 'import', `${HEADER}\nNul\u0000Talk,1,09:00,10:00,,,,\n`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      errors: { 'line 2': expect.arrayContaining(['Contains characters that cannot be stored']) },
    });
    expect(await sessionCount()).toBe(before);
  });
});

describe('GET /api/events/:eventId/sessions.csv', () => {
  it.each(EVENT_EDITORS)('downloads the sessions as an attachment for %s', async (role) => {
    const res = await exportCsv(c[role]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${eventId}-sessions.csv"`);
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
  });

  it.each(READERS)('refuses %s with 403', async (role) => {
    expect((await exportCsv(c[role])).statusCode).toBe(403);
  });

  it('answers 404 to a stranger and 401 without a token', async () => {
    expect((await exportCsv(c.stranger)).statusCode).toBe(404);
    expect((await exportCsv(null)).statusCode).toBe(401);
  });

  it('neutralizes formula-looking cells; the exported file imports again without a change', async () => {
    const { eventId: other } = await mailCastEvent(t, c);
    const title = '=HYPERLINK("http://evil.example","x")';
    const file = [
      HEADER,
      `"${title.replace(/"/g, '""')}",2,12:00,13:00,,@SUM(A1),,${c.speaker.email}:host`,
      `Plain,1,09:00,10:00,panel,"Two\nlines",https://stream.example/p,"${c.speaker.email}; ${c.attendee.email}:moderator"`,
    ].join('\n');
    const res = await upload(c.organizer, 'import', file, CSV, other);
    expect(res.statusCode, res.body).toBe(200);
    const exported = await call(t.app, c.organizer, { method: 'GET', url: `/api/events/${other}/sessions.csv` });
    expect(exported.body.split('\r\n')).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",2,12:00,13:00,presentation,'@SUM(A1),,${c.speaker.email}:host`,
    );
    const again = await upload(c.organizer, 'import', exported.body, CSV, other);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ added: 0, counts: { rows: 2, existing_sessions: 2, errors: 0 } });
    expect(await sessionCount(other)).toBe(2);
  });
});
