import { describe, expect, it } from 'vitest';
import {
  directoryListed,
  filterParticipants,
  invitationStateOf,
  searchIndexed,
  type EventPeople,
  type EventPerson,
  type ParticipantFilter,
} from './event-people';
import { TrigramIndex } from './event-people-search';

// The participant list and the directory answer a search from a trigram index of the held list once it is built
// (event-people-search.ts), and by a scan before. Both must give the same people in the same order: compared here
// with a plain scan written out, over a list with names, companies, emails and titles that share many trigrams.

const FIRST = ['Ada', 'Ben', 'Zoë', 'İlkay', 'Jürgen', 'Li', 'O’Neil', 'Ma-ria', 'Anna Lena', 'Bo'];
const LAST = ['Lovelace', 'Okafor', 'Straße', 'Nguyen', 'Person', 'Ann', 'de la Cruz', '100%', 'Under_score'];
const COMPANY = ['Globex', 'Initech', 'Acme 100% Widgets', '', 'Umbrella Corp', 'Ann Arbor Labs', 'globex'];
const TITLE = [null, 'Engineer', 'Lead Ann', 'CTO', 'Product manager'];

function build(n: number): EventPeople {
  const list: EventPerson[] = [];
  for (let i = 1; i <= n; i += 1) {
    const first = FIRST[i % FIRST.length] as string;
    const last = `${LAST[(i * 7) % LAST.length] as string}${i % 4 === 0 ? i : ''}`;
    const company = COMPANY[(i * 3) % COMPANY.length] as string;
    const title = TITLE[i % TITLE.length] ?? null;
    const name = `${first} ${last}`.toLowerCase();
    list.push({
      id: i,
      role: i % 5 === 0 ? 'SPEAKER' : 'ATTENDEE',
      first_name: first,
      last_name: last,
      title,
      company_name: company || null,
      avatar_media_id: null,
      name,
      company: company.toLowerCase(),
      email: `${first.toLowerCase().replace(/[^a-z]/g, '')}.${i}@ex${i % 3}.test`,
      search: `${name} ${company.toLowerCase()} ${(title ?? '').toLowerCase()}`,
      deleted: i % 37 === 0,
      profile: i % 11 === 0 ? 'NOBODY' : i % 7 === 0 ? 'CONNECTIONS' : 'EVERYONE',
      unclaimed: i % 3 === 0,
      anyLink: i % 2 === 0,
      openUntil: i % 4 === 0 ? Date.now() + 60_000 : null,
      latestRevoked: i % 6 === 0,
      directoryRank: 0,
    });
  }
  const byName = [...list].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  const byDirectory = [...list].sort((a, b) => b.id - a.id);
  byDirectory.forEach((p, i) => (p.directoryRank = i + 1));
  return { byName, byDirectory, ids: new Set(list.map((p) => p.id)) };
}

const QUERIES = [
  'a',
  'an',
  'ann',
  'ANN',
  'person',
  'person12',
  'person120',
  'lovelace',
  'ada love',
  'love ada',
  'lovelace globex',
  'globex engineer',
  'acme 100%',
  '100%',
  '%',
  '_',
  'under_s',
  'straße',
  'zoë',
  'i̇lkay',
  'İLKAY',
  'o’n',
  'ma-r',
  '@ex1',
  '.12@',
  'ex2.test',
  'de la c',
  'nothing like it',
  'xyz',
  '\u0000',
  'ada\u0000',
  ' ',
  '  ',
  'na l',
];

const ids = (ps: EventPerson[]) => ps.map((p) => p.id);

describe('TrigramIndex', () => {
  it('lists a superset of the texts containing a query, ascending, and nothing for a short one', async () => {
    const texts = ['abcd', 'xbcdx', 'bc', 'abcabc', 'ABC'];
    const index = await TrigramIndex.build(texts, 2);
    expect(index.candidates('bc')).toBeUndefined();
    expect(index.candidates('bcd')).toEqual([0, 1]);
    expect(index.candidates('abc')).toEqual([0, 3]);
    expect(index.candidates('cab')).toEqual([3]);
    expect(index.candidates('zzz')).toEqual([]);
    // Every trigram of 'abcab' is in text 0 or 3, but only text 3 contains it: a candidate, not a match.
    expect(index.candidates('abcab')).toEqual(expect.arrayContaining([3]));
  });
});

describe('searching with the index answers what a scan answers', () => {
  const people = build(1500);

  function listByScan(f: ParticipantFilter, now: number): number[] {
    const q = f.q?.toLowerCase();
    return people.byName
      .filter(
        (p) =>
          (!f.role || p.role === f.role) &&
          (!q || p.name.includes(q) || p.company.includes(q) || (f.searchEmail === true && p.email.includes(q))) &&
          (!f.invitation || invitationStateOf(p, now) === f.invitation),
      )
      .map((p) => p.id);
  }

  it('the participant list, for every query, with and without emails, roles and invitation states', async () => {
    const now = Date.now();
    const before = QUERIES.map((q) => ids(filterParticipants(people, { q, searchEmail: true }, now)));
    await searchIndexed(people);
    const fresh = build(1500);
    await searchIndexed(fresh);
    for (const [i, q] of QUERIES.entries()) {
      for (const searchEmail of [false, true]) {
        for (const [role, invitation] of [
          [undefined, undefined],
          ['SPEAKER', undefined],
          [undefined, 'pending'],
        ] as const) {
          const f = { q, searchEmail, role, invitation };
          expect(ids(filterParticipants(fresh, f, now)), JSON.stringify(f)).toEqual(listByScan(f, now));
        }
      }
      expect(ids(filterParticipants(fresh, { q, searchEmail: true }, now)), q).toEqual(before[i]);
    }
    // Not every query finds nobody or everybody: the comparison means something.
    const sizes = QUERIES.map((q) => filterParticipants(fresh, { q, searchEmail: true }, now).length);
    expect(sizes.filter((n) => n > 0 && n < 1500).length).toBeGreaterThan(15);
    expect(ids(filterParticipants(fresh, { q: 'lovelace globex' }, now))).toEqual([]);
  });

  it('the directory, for every query and role', async () => {
    const fresh = build(1500);
    await searchIndexed(fresh);
    for (const q of QUERIES) {
      for (const role of [undefined, 'SPEAKER' as const]) {
        const lq = q.toLowerCase();
        const expected = fresh.byDirectory
          .filter(
            (p) => !p.deleted && p.profile !== 'NOBODY' && (!role || p.role === role) && (!q || p.search.includes(lq)),
          )
          .map((p) => p.id);
        expect(ids(directoryListed(fresh, { q, role })), `${q} ${role}`).toEqual(expected);
        expect(ids(directoryListed(build(1500), { q, role })), `${q} ${role} (scan)`).toEqual(expected);
      }
    }
    // The directory's text joins name, company and title: a search across them finds people, as before.
    expect(directoryListed(fresh, { q: 'lovelace globex' }).length).toBeGreaterThan(0);
  });
});
