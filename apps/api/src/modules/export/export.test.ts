import { readdir, rm } from 'node:fs/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES, type DataExportResponse } from '@atria/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  connections,
  dataExports,
  directMessageThreads,
  personalAccessTokens,
  reports,
  sessionBookmarks,
  userBlocks,
} from '../../db/schema';
import { makeEvent, makeOrganization, makeSession, makeThread, makeUser } from '../../test/fixtures';
import { call, createTestApp, signUp, type TestApp, type TestUser } from '../../test/helpers';
import { ExportFiles } from './export.files';
import { exportRepository } from './export.repository';
import { eachLine, unzipText } from './export.test-helpers';
import { ExportWorker } from './export.worker';

let t: TestApp;
let files: ExportFiles;
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  t = await createTestApp();
  files = ExportFiles.fromDataDir(t.env.ATRIA_DATA_DIR);
});
afterAll(async () => t.close());
// Every test starts with no export and no archive on disk (each uses fresh people).
beforeEach(async () => {
  await t.database.db.delete(dataExports);
  await rm(files.dir, { recursive: true, force: true });
});

const worker = (opts: Partial<ConstructorParameters<typeof ExportWorker>[0]> = {}) =>
  new ExportWorker({ db: t.database.db, files, log: silent, pollMs: 60_000, ...opts });

const ask = (u: TestUser | null, headers: Record<string, string> = {}) =>
  call(t.app, u, { method: 'POST', url: '/api/users/me/export', headers });
const status = (u: TestUser | null, headers: Record<string, string> = {}) =>
  call(t.app, u, { method: 'GET', url: '/api/users/me/export', headers });
const download = (u: TestUser | null, headers: Record<string, string> = {}) =>
  call(t.app, u, { method: 'GET', url: '/api/users/me/export/download', headers });
const jobsOf = (userId: number) => t.database.db.select().from(dataExports).where(eq(dataExports.user_id, userId));
const filesOnDisk = async () => (await readdir(files.dir).catch(() => [] as string[])).sort();

async function token(u: TestUser, scopes: string[], organizationIds?: number[]): Promise<Record<string, string>> {
  const res = await call(t.app, u, {
    method: 'POST',
    url: '/api/users/me/tokens',
    payload: { name: `Export ${scopes.join('+')}`, scopes, expires_in_days: 7, organization_ids: organizationIds },
  });
  expect(res.statusCode).toBe(201);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

/** A person with something of every kind the archive holds. */
async function busyPerson() {
  const db = t.database.db;
  const person = await signUp(t.app, { first_name: 'Ada', last_name: 'Export' });
  const friend = await signUp(t.app, { first_name: 'Bo', last_name: 'Friend' });
  const pest = await makeUser(db, 'Pat', 'Pest');
  const asker = await makeUser(db, 'Rae', 'Declined');
  const org = await makeOrganization(db, [[person.id, 'ADMIN']]);
  const event = await makeEvent(db, org, [
    [person.id, 'SPEAKER'],
    [friend.id, 'ATTENDEE'],
  ]);
  const session = await makeSession(db, event, [person.id]);
  await db.insert(sessionBookmarks).values({ user_id: person.id, session_id: session });
  await makeThread(db, person.id, friend.id, [
    { from: person.id, content: 'My own words, sent' },
    { from: friend.id, content: 'Words I received' },
  ]);
  await db.insert(connections).values([
    {
      user_low_id: Math.min(person.id, friend.id),
      user_high_id: Math.max(person.id, friend.id),
      requester_id: friend.id,
      status: 'ACCEPTED',
    },
    // Declined by the other person: the person who asked is never told, so the archive says PENDING.
    {
      user_low_id: Math.min(person.id, asker),
      user_high_id: Math.max(person.id, asker),
      requester_id: person.id,
      status: 'DECLINED',
    },
  ]);
  await db.insert(userBlocks).values({ blocker_id: person.id, blocked_id: pest });
  // Someone blocking the person is not theirs to see.
  await db.insert(userBlocks).values({ blocker_id: friend.id, blocked_id: person.id });
  await db.insert(reports).values({ event_id: event, reporter_id: person.id, reported_user_id: pest, reason: 'Rude' });
  expect((await call(t.app, person, { method: 'POST', url: '/api/users/me/calendar-feed' })).statusCode).toBe(201);
  const secret = (
    await call(t.app, person, {
      method: 'POST',
      url: '/api/users/me/tokens',
      payload: { name: 'My script', scopes: ['read'], expires_in_days: 30 },
    })
  ).json<{ token: string }>().token;
  return { person, friend, pest, org, event, session, secret };
}

describe('POST /api/users/me/export, then the worker, then the download', () => {
  it('builds an archive of everything about the person and lets only them download it', async () => {
    const { person, friend, pest, org, event, session, secret } = await busyPerson();

    const asked = await ask(person);
    expect(asked.statusCode).toBe(202);
    const job = asked.json<DataExportResponse>().export;
    expect(job).toMatchObject({ status: 'PENDING', size_bytes: null, finished_at: null });
    expect((await status(person)).json<DataExportResponse>().export?.id).toBe(job?.id);
    // Not ready yet: nothing to download.
    const early = await download(person);
    expect(early.statusCode).toBe(404);
    expect(early.json<{ message: string }>().message).toBe(DATA_EXPORT_MESSAGES.notReady);

    expect(await worker().runOnce()).toBe('ready');

    const done = (await status(person)).json<DataExportResponse>().export;
    expect(done?.status).toBe('READY');
    expect(done?.size_bytes).toBeGreaterThan(0);
    const keptMs = Date.parse(done?.expires_at ?? '') - Date.parse(done?.finished_at ?? '');
    expect(Math.round(keptMs / 86_400_000)).toBe(DATA_EXPORT_LIMITS.keptDays);

    const res = await download(person);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="atria-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(Number(res.headers['content-length'])).toBe(done?.size_bytes);
    const zip = await unzipText(res.rawPayload);
    expect([...zip.keys()].sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'memberships.jsonl',
        'participations.jsonl',
        'bookmarks.jsonl',
        'messages.jsonl',
        'connections.jsonl',
        'blocks.jsonl',
        'reports.jsonl',
        'access_tokens.jsonl',
      ].sort(),
    );
    const lines = (name: string) =>
      (zip.get(name) ?? '')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Record<string, unknown>);

    const profile = JSON.parse(zip.get('profile.json') ?? '{}') as Record<string, unknown>;
    expect(profile).toMatchObject({ id: person.id, email: person.email, first_name: 'Ada', last_name: 'Export' });
    expect(profile).not.toHaveProperty('password_hash');
    expect(profile.calendar_feed).toMatchObject({ created_at: expect.any(String) });
    expect(lines('memberships.jsonl')).toEqual([expect.objectContaining({ organization_id: org, role: 'ADMIN' })]);
    expect(lines('participations.jsonl')).toEqual([expect.objectContaining({ event_id: event, role: 'SPEAKER' })]);
    expect(lines('bookmarks.jsonl')).toEqual([expect.objectContaining({ session_id: session })]);
    expect(lines('messages.jsonl')).toEqual([
      expect.objectContaining({ direction: 'sent', content: 'My own words, sent', other_user_id: friend.id }),
      expect.objectContaining({ direction: 'received', content: 'Words I received', other_user_name: 'Bo Friend' }),
    ]);
    const links = lines('connections.jsonl');
    expect(links).toHaveLength(2);
    expect(links).toContainEqual(expect.objectContaining({ other_user_id: friend.id, status: 'ACCEPTED' }));
    expect(links).toContainEqual(expect.objectContaining({ direction: 'sent', status: 'PENDING' }));
    expect(lines('blocks.jsonl')).toEqual([expect.objectContaining({ blocked_user_id: pest })]);
    expect(lines('reports.jsonl')).toEqual([expect.objectContaining({ reported_user_id: pest, reason: 'Rude' })]);
    expect(lines('access_tokens.jsonl')).toEqual([expect.objectContaining({ name: 'My script', scopes: ['read'] })]);
    // Never a secret: not the token, its hash, the calendar feed's address or the password hash.
    const [stored] = await t.database.db
      .select({ hash: personalAccessTokens.token_hash })
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.user_id, person.id));
    const everything = [...zip.values()].join('\n');
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(stored?.hash);
    expect(everything).not.toMatch(/token_hash|password_hash|argon2/);

    // Someone else asks: they see their own (none) and cannot download the person's archive.
    expect((await status(friend)).json<DataExportResponse>()).toEqual({ export: null });
    expect((await download(friend)).statusCode).toBe(404);
  });

  it('answers 401 to anonymous callers and creates nothing', async () => {
    for (const res of [await ask(null), await status(null), await download(null)]) expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(dataExports)).toHaveLength(0);
  });

  it('answers a second request, even at the same moment, with the job already under way', async () => {
    const person = await signUp(t.app);
    const [a, b] = await Promise.all([ask(person), ask(person)]);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json<DataExportResponse>().export?.id).toBe(b.json<DataExportResponse>().export?.id);
    expect(await jobsOf(person.id)).toHaveLength(1);
    // Once it is finished, a new request makes a new job.
    await worker().runOnce();
    const again = (await ask(person)).json<DataExportResponse>().export;
    expect(again?.status).toBe('PENDING');
    expect(await jobsOf(person.id)).toHaveLength(2);
  });

  it('refuses more than the allowed requests per window with 429 and Retry-After', async () => {
    const person = await signUp(t.app);
    for (let i = 0; i < DATA_EXPORT_LIMITS.requestsPerWindow; i += 1) expect((await ask(person)).statusCode).toBe(202);
    await t.database.db.delete(dataExports);
    const refused = await ask(person);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await jobsOf(person.id)).toHaveLength(0);
  });

  it('lets two workers at once build a job only once', async () => {
    const person = await signUp(t.app);
    await ask(person);
    const outcomes = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(outcomes.sort()).toEqual(['idle', 'ready']);
    const [job] = await jobsOf(person.id);
    expect(job).toMatchObject({ status: 'READY', attempts: 1 });
  });
});

describe('personal access tokens', () => {
  it('read scope: status and download; asking for an export needs write; organization-limited: none', async () => {
    const person = await signUp(t.app);
    const org = await makeOrganization(t.database.db, [[person.id, 'OWNER']]);
    const [read, write, limited] = [
      await token(person, ['read']),
      await token(person, ['read', 'write']),
      await token(person, ['read', 'write'], [org]),
    ];
    expect((await ask(null, read)).statusCode).toBe(403);
    expect(await jobsOf(person.id)).toHaveLength(0);
    expect((await ask(null, limited)).statusCode).toBe(403);
    expect((await status(null, limited)).statusCode).toBe(403);
    expect(await jobsOf(person.id)).toHaveLength(0);

    expect((await ask(null, write)).statusCode).toBe(202);
    await worker().runOnce();
    expect((await status(null, read)).json<DataExportResponse>().export?.status).toBe('READY');
    const res = await download(null, read);
    expect(res.statusCode).toBe(200);
    expect((await unzipText(res.rawPayload)).has('profile.json')).toBe(true);
    expect((await download(null, limited)).statusCode).toBe(403);
  });
});

describe('account deletion', () => {
  it('succeeds while an export is RUNNING; the build stops and no archive of the person stays', async () => {
    const { person } = await busyPerson();
    await ask(person);
    // The build waits in the middle of reading messages until the account is gone.
    let reached!: () => void;
    const inside = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const repo = {
      ...exportRepository,
      messages: async (...args: Parameters<typeof exportRepository.messages>) => {
        reached();
        await gate;
        return exportRepository.messages(...args);
      },
    };
    const building = worker({ repo }).runOnce();
    await inside;
    expect((await jobsOf(person.id))[0]?.status).toBe('RUNNING');
    expect((await filesOnDisk()).length).toBe(1); // the archive being written

    const deleted = await call(t.app, person, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(204);
    release();
    expect(await building).toBe('cancelled');

    expect(await jobsOf(person.id)).toHaveLength(0);
    expect(await filesOnDisk()).toEqual([]);
    expect((await download(person)).statusCode).toBe(401);
    expect((await status(person)).statusCode).toBe(401);
  });

  it('removes a ready archive with the account', async () => {
    const person = await signUp(t.app);
    await ask(person);
    expect(await worker().runOnce()).toBe('ready');
    expect(await filesOnDisk()).toHaveLength(1);
    const deleted = await call(t.app, person, {
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: person.password },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await filesOnDisk()).toEqual([]);
    expect(await jobsOf(person.id)).toHaveLength(0);
  });

  it('keeps no archive when the account goes just before the build records READY', async () => {
    const person = await signUp(t.app);
    await ask(person);
    const repo = {
      ...exportRepository,
      // The deletion commits between the last read and the READY update.
      markReady: async (...args: Parameters<typeof exportRepository.markReady>) => {
        await t.database.db.delete(dataExports).where(eq(dataExports.user_id, person.id));
        return exportRepository.markReady(...args);
      },
    };
    expect(await worker({ repo }).runOnce()).toBe('cancelled');
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe('expiry', () => {
  it('removes an expired archive and its job; the download then answers 404', async () => {
    const person = await signUp(t.app);
    await ask(person);
    const w = worker();
    await w.runOnce();
    expect((await download(person)).statusCode).toBe(200);
    await t.database.db
      .update(dataExports)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(dataExports.user_id, person.id));
    expect((await download(person)).statusCode).toBe(404);
    expect((await status(person)).json<DataExportResponse>()).toEqual({ export: null });
    await w.cleanup();
    expect(await jobsOf(person.id)).toHaveLength(0);
    expect(await filesOnDisk()).toEqual([]);
  });
});

describe('a huge account', () => {
  it('is streamed: 20,000 messages read a page at a time, with bounded heap growth', { timeout: 120_000 }, async () => {
    const person = await signUp(t.app);
    const other = await makeUser(t.database.db, 'Chatty', 'Peer');
    const thread = await makeThread(t.database.db, person.id, other);
    const count = 20_000;
    const size = 3_000;
    // About 60 MB of text: held at once, it would show in the heap.
    await t.database.db.execute(sql`
      insert into direct_messages (thread_id, sender_id, content)
      select ${thread}, case when n % 2 = 0 then ${person.id}::int else ${other}::int end,
        lpad(n::text, ${size}, 'x')
      from generate_series(1, ${count}) n`);
    await t.database.db
      .update(directMessageThreads)
      .set({ last_message_at: new Date() })
      .where(eq(directMessageThreads.id, thread));
    await ask(person);

    // What the build holds, not what it has thrown away: the heap is measured after a full collection.
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const retained = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    const pageSize = 500;
    const pages: number[] = [];
    const baseline = retained();
    let peak = 0;
    const repo = {
      ...exportRepository,
      messages: async (...args: Parameters<typeof exportRepository.messages>) => {
        peak = Math.max(peak, retained());
        const result = await exportRepository.messages(...args);
        pages.push(result.rows.length);
        return result;
      },
    };
    expect(await worker({ repo, pageSize }).runOnce()).toBe('ready');

    expect(pages.length).toBeGreaterThanOrEqual(count / pageSize);
    expect(Math.max(...pages)).toBeLessThanOrEqual(pageSize);
    expect(pages.reduce((a, b) => a + b, 0)).toBe(count);
    // All 60 MB at once would be far above this; a page is about 1.5 MB.
    expect(peak - baseline).toBeLessThan(20 * 1024 * 1024);

    const [job] = await jobsOf(person.id);
    let lines = 0;
    let sent = 0;
    await eachLine(`${files.dir}/${job?.file_key}`, 'messages.jsonl', (line) => {
      lines += 1;
      if ((JSON.parse(line) as { direction: string }).direction === 'sent') sent += 1;
    });
    expect(lines).toBe(count);
    expect(sent).toBe(count / 2);
  });
});
