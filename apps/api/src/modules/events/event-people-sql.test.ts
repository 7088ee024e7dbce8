import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { makeEvent, makeOrganization } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { directoryListed, filterParticipants, loadEventPeople, searchIndexed, type EventPeople } from './event-people';
import { containsPattern, eventsRepository } from './events.repository';

// The participant list and the directory search the held participants with a trigram index once it is built
// (event-people-search.ts). Their answers must be the database's: the same people, the same order, the same
// count as the straightforward SQL (the list's fallback while the change feed is down, and a plain statement for
// the directory), over one event of people whose names, companies, titles and emails overlap.

let t: TestDatabase;
let eventId: number;
let people: EventPeople;

const FIRST = ['Ada', 'Ben', 'Anna', 'Bo', 'Dan', 'Lena', 'Jon', 'Ann-Kathrin'];
const LAST = ['Lovelace', 'Okafor', 'Person', 'Ann', 'de la Cruz', 'Under_score', 'Hundred%'];
const COMPANY = ['Globex', 'Initech', 'Acme 100% Widgets', null, 'Ann Arbor Labs', 'globex'];
const TITLE = [null, 'Engineer', 'Lead Ann', 'CTO'];

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.db;
  const rows = Array.from({ length: 240 }, (_, i) => ({
    email: `${(FIRST[i % FIRST.length] as string).toLowerCase()}.${i}@ex${i % 3}.test`,
    first_name: FIRST[i % FIRST.length] as string,
    last_name: `${LAST[(i * 3) % LAST.length] as string}${i % 5 === 0 ? i : ''}`,
    company_name: COMPANY[(i * 5) % COMPANY.length] ?? null,
    title: TITLE[i % TITLE.length] ?? null,
    profile_visibility: i % 9 === 0 ? ('NOBODY' as const) : ('EVERYONE' as const),
  }));
  const ids = (await db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
  const org = await makeOrganization(db, []);
  eventId = await makeEvent(
    db,
    org,
    ids.map((id, i) => [id, i % 6 === 0 ? 'SPEAKER' : 'ATTENDEE']),
  );
  people = await loadEventPeople(db, eventId);
  await searchIndexed(people);
});
afterAll(async () => t.drop());

const QUERIES = [
  'a',
  'an',
  'ann',
  'ANN',
  'person1',
  'lovelace',
  'ada lo',
  'acme 100%',
  '%',
  '_',
  'under_',
  'ex1.t',
  '.12@',
  'de la',
  'globex',
  'lead',
  'zzz',
];

describe('searches of the held list equal the SQL', () => {
  it('the participant list: ids, order and count, with and without emails, per role', async () => {
    let nonTrivial = 0;
    for (const q of QUERIES) {
      for (const searchEmail of [false, true]) {
        for (const role of [undefined, 'SPEAKER' as const]) {
          const held = filterParticipants(people, { q, searchEmail, role });
          const db = await eventsRepository.eventUsers(t.database.db, eventId, {
            q,
            searchEmail,
            role,
            limit: 1000,
            offset: 0,
          });
          const label = JSON.stringify({ q, searchEmail, role });
          expect(
            held.map((p) => p.id),
            label,
          ).toEqual(db.rows.map((r) => r.user.id));
          expect(held.length, label).toBe(db.total);
          if (held.length > 0 && held.length < 240) nonTrivial += 1;
        }
      }
    }
    expect(nonTrivial).toBeGreaterThan(30);
  });

  it('the directory: who is listed, in its order', async () => {
    for (const q of QUERIES) {
      for (const role of [undefined, 'SPEAKER' as const]) {
        const rows = (await t.database.db.execute(sql`select u.id from event_users eu join users u on u.id = eu.user_id
            where eu.event_id = ${eventId} and u.deleted_at is null and u.profile_visibility <> 'NOBODY'
              and (${role ?? null}::text is null or eu.role::text = ${role ?? null})
              and lower(u.first_name || ' ' || u.last_name || ' ' || coalesce(u.company_name, '') || ' '
                        || coalesce(u.title, '')) like ${containsPattern(q)}
            order by lower(u.first_name), lower(u.last_name), u.id`)) as unknown as { rows: { id: number }[] };
        expect(
          directoryListed(people, { q, role }).map((p) => p.id),
          `${q} ${role}`,
        ).toEqual(rows.rows.map((r) => Number(r.id)));
      }
    }
  });
});
