import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { makeEvent, makeOrganization, makeUser } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { mailWorker, outboxCounts, silentLog } from '../../test/outbox-helpers';
import { startSmtpSink, type ReceivedMail } from '../../test/smtp-sink';
import { mailItem } from '../mail/mail.service';
import { OUTBOX_CHANNEL, outboxRepository } from './outbox.repository';
import { OutboxWorker } from './outbox.worker';
import { createMailHandler } from '../mail/mail.transport';

let tdb: TestDatabase;
let second: Database;
let orgId: number;
let eventId: number;

beforeAll(async () => {
  tdb = await createTestDatabase();
  second = await openDatabase({ databaseUrl: tdb.url, poolSize: 4 });
  orgId = await makeOrganization(tdb.database.db, [[await makeUser(tdb.database.db), 'OWNER']]);
  eventId = await makeEvent(tdb.database.db, orgId);
});

afterAll(async () => {
  await second.close();
  await tdb.drop();
});

/** Queues `n` mails in one transaction; returns their references. */
async function queue(n: number, label: string): Promise<string[]> {
  const items = Array.from({ length: n }, (_, i) =>
    mailItem(
      `${label}.${i}@example.test`,
      { subject: `${label} ${i}`, text: 'hello', html: '<p>hello</p>' },
      { organizationId: orgId, eventId },
    ),
  );
  await tdb.database.db.transaction((tx) => outboxRepository.enqueue(tx, items));
  return items.map((i) => String(i.payload.ref));
}

function expectEachOnce(received: ReceivedMail[], refs: string[]): void {
  const counts = new Map<string, number>();
  for (const m of received) counts.set(m.ref, (counts.get(m.ref) ?? 0) + 1);
  expect([...counts.values()].filter((c) => c !== 1)).toEqual([]);
  expect(refs.filter((r) => !counts.has(r))).toEqual([]);
  expect(received.length).toBe(refs.length);
}

describe('outbox workers', () => {
  it('share the work on one database without delivering any mail twice', async () => {
    const smtp = await startSmtpSink();
    const refs = await queue(300, 'shared');
    const a = mailWorker(tdb.database.db, smtp.url);
    const b = mailWorker(second.db, smtp.url);
    const byWorker = { a: 0, b: 0 };
    const countRuns = (w: typeof a, key: 'a' | 'b') => {
      const runOnce = w.runOnce.bind(w);
      w.runOnce = async () => {
        const n = await runOnce();
        byWorker[key] += n;
        return n;
      };
    };
    countRuns(a, 'a');
    countRuns(b, 'b');
    a.start();
    b.start();
    await smtp.waitFor(300);
    await Promise.all([a.stop(), b.stop()]);
    await smtp.stop();
    expectEachOnce(smtp.received, refs);
    expect(byWorker.a).toBeGreaterThan(0);
    expect(byWorker.b).toBeGreaterThan(0);
    expect(byWorker.a + byWorker.b).toBe(300);
    expect((await outboxCounts(tdb.database.db)).sent).toBeGreaterThanOrEqual(300);
  });

  it('delivers every mail exactly once after the SMTP server stops mid-batch and comes back', async () => {
    const smtp = await startSmtpSink();
    const refs = await queue(120, 'fault');
    let stopped = false;
    smtp.onMail = () => {
      if (stopped || smtp.received.length < 30) return;
      stopped = true;
      // Down for a while, mid-batch: the deliveries that fail meanwhile are retried with backoff.
      setImmediate(() => {
        void smtp.stop().then(() => setTimeout(() => void smtp.restart(), 700));
      });
    };
    const a = mailWorker(tdb.database.db, smtp.url);
    const b = mailWorker(second.db, smtp.url);
    a.start();
    b.start();
    const received = await smtp.waitFor(120, 30_000);
    await new Promise((r) => setTimeout(r, 300));
    await Promise.all([a.stop(), b.stop()]);
    await smtp.stop();
    expect(stopped).toBe(true);
    const faults = (await outboxCounts(tdb.database.db)).pending ?? 0;
    expect(faults).toBe(0);
    // The outage was felt: some deliveries failed and were attempted again.
    const retried = (await tdb.database.db.execute(
      sql`select count(*)::int as n from outbox where summary like 'fault%' and attempts > 1`,
    )) as unknown as { rows: { n: number }[] };
    expect(retried.rows[0]?.n).toBeGreaterThan(0);
    expectEachOnce(
      received.filter((m) => m.subject.startsWith('fault')),
      refs,
    );
  });

  it('starts on mail queued by another connection at its commit, without waiting for its next poll', async () => {
    const smtp = await startSmtpSink();
    let up!: () => void;
    const listening = new Promise<void>((resolve) => (up = resolve));
    const worker = new OutboxWorker({
      db: second.db,
      handlers: { mail: createMailHandler({ SMTP_URL: smtp.url, MAIL_FROM: 'Atria <no-reply@atria.test>' }) },
      log: silentLog,
      // Far longer than the test waits: only the notification can wake it.
      pollMs: 60_000,
      maxAttempts: 3,
      listen: (wake) => second.listen(OUTBOX_CHANNEL, { notify: wake, up: () => up(), down: () => undefined }),
    });
    worker.start();
    await listening;
    // The first claim (at start) found nothing; the worker now sleeps for a minute.
    await new Promise((r) => setTimeout(r, 200));
    const refs = await queue(3, 'woken');
    const received = await smtp.waitFor(3, 5_000);
    await worker.stop();
    await smtp.stop();
    expectEachOnce(
      received.filter((m) => m.subject.startsWith('woken')),
      refs,
    );
  });

  it('marks a whole batch sent in one statement and keeps no mail body', async () => {
    const smtp = await startSmtpSink();
    const refs = await queue(40, 'batch');
    const before = second.stats.statements;
    const worker = mailWorker(second.db, smtp.url, { batchSize: 40 });
    await worker.runOnce();
    // One claim and one mark for the 40 mails (and the release of none, which sends nothing).
    expect(second.stats.statements - before).toBe(2);
    await smtp.stop();
    expect(
      smtp.received
        .filter((m) => m.subject.startsWith('batch'))
        .map((m) => m.ref)
        .sort(),
    ).toEqual([...refs].sort());
    const rows = (await tdb.database.db.execute(
      sql`select count(*)::int as n from outbox where summary like 'batch%' and status = 'sent' and payload ? 'text' = false and payload ? 'to'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]?.n).toBe(40);
  });
});
