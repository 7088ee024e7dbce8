import { describe, expect, it } from 'vitest';
import type { ChangeFeed, ScopedCache } from '../../lib/change-feed';
import {
  EventPeopleIndex,
  filterParticipants,
  invitationStateOf,
  type EventPeople,
  type EventPerson,
} from './event-people';

const NOW = Date.parse('2031-01-01T00:00:00Z');

function person(id: number, over: Partial<EventPerson> = {}): EventPerson {
  const first = over.first_name ?? `First${id}`;
  const last = over.last_name ?? `Last${id}`;
  return {
    id,
    role: 'ATTENDEE',
    first_name: first,
    last_name: last,
    title: null,
    company_name: null,
    avatar_media_id: null,
    name: `${first} ${last}`.toLowerCase(),
    company: '',
    email: `p${id}@example.test`,
    search: `${first} ${last}`.toLowerCase(),
    deleted: false,
    profile: 'EVERYONE',
    unclaimed: false,
    anyLink: false,
    openUntil: null,
    latestRevoked: null,
    directoryRank: id,
    ...over,
  };
}

const peopleOf = (list: EventPerson[]): EventPeople => ({
  byName: list,
  byDirectory: list,
  ids: new Set(list.map((p) => p.id)),
});

/** A change feed that is live (or not) and hands out the caches registered, to invalidate by hand. */
function fakeFeed(live = true) {
  const caches: ScopedCache[] = [];
  const feed = {
    live,
    register: (c: ScopedCache) => caches.push(c),
    count: () => undefined,
  } as unknown as ChangeFeed;
  return { feed, announce: (...scopes: string[]) => caches.forEach((c) => c.invalidate(scopes)) };
}

describe('invitation state', () => {
  it('follows the participant list rules, with expiry decided at the time asked', () => {
    expect(invitationStateOf(person(1), NOW)).toBe('none');
    expect(invitationStateOf(person(1, { anyLink: true }), NOW)).toBe('claimed');
    const open = person(1, { anyLink: true, unclaimed: true, openUntil: NOW + 1000, latestRevoked: false });
    expect(invitationStateOf(open, NOW)).toBe('pending');
    expect(invitationStateOf(open, NOW + 1000)).toBe('expired');
    const withdrawn = person(1, { anyLink: true, unclaimed: true, openUntil: null, latestRevoked: true });
    expect(invitationStateOf(withdrawn, NOW)).toBe('revoked');
  });
});

describe('filterParticipants', () => {
  const list = [
    person(1, { first_name: 'Ada', last_name: 'Lovelace', company: 'analytical 100%', email: 'ada@x.test' }),
    person(2, { first_name: 'Ben', last_name: 'Okafor', role: 'SPEAKER', company: 'globex' }),
    person(3, { first_name: 'Cleo', last_name: 'Ada_s', anyLink: true, unclaimed: true, openUntil: NOW + 1 }),
  ];
  const ids = (f: Parameters<typeof filterParticipants>[1]) =>
    filterParticipants(peopleOf(list), f, NOW).map((p) => p.id);

  it('searches names and company ignoring case, email only for organizers, wildcards taken literally', () => {
    expect(ids({ q: 'ADA' })).toEqual([1, 3]);
    expect(ids({ q: 'ada l' })).toEqual([1]);
    expect(ids({ q: 'GLOB' })).toEqual([2]);
    expect(ids({ q: '@x.test' })).toEqual([]);
    expect(ids({ q: '@x.test', searchEmail: true })).toEqual([1]);
    expect(ids({ q: '%' })).toEqual([1]);
    expect(ids({ q: '_' })).toEqual([3]);
  });

  it('computes a search once per held list, and invitation states until the next open link runs out', () => {
    const people = peopleOf(list);
    const a = filterParticipants(people, { q: 'ada' }, NOW);
    expect(filterParticipants(people, { q: 'ADA' }, NOW)).toBe(a);
    expect(filterParticipants(peopleOf(list), { q: 'ada' }, NOW)).not.toBe(a);
    const pending = filterParticipants(people, { invitation: 'pending' }, NOW);
    expect(pending.map((p) => p.id)).toEqual([3]);
    expect(filterParticipants(people, { invitation: 'pending' }, NOW + 0.5)).toBe(pending);
    // Cleo's link runs out at NOW + 1: from then on she is expired, not pending.
    expect(filterParticipants(people, { invitation: 'pending' }, NOW + 1).map((p) => p.id)).toEqual([]);
    expect(filterParticipants(people, { invitation: 'expired' }, NOW + 1).map((p) => p.id)).toEqual([3]);
    // Asked about an earlier moment again, it is computed again, not taken from the later answer.
    expect(filterParticipants(people, { invitation: 'pending' }, NOW).map((p) => p.id)).toEqual([3]);
    // Filters that leave Cleo out do not depend on her link.
    const speakers = filterParticipants(people, { invitation: 'none', role: 'SPEAKER' }, NOW);
    expect(filterParticipants(people, { invitation: 'none', role: 'SPEAKER' }, NOW + 10_000)).toBe(speakers);
  });

  it('filters by role and invitation state and keeps the order', () => {
    expect(ids({ role: 'SPEAKER' })).toEqual([2]);
    expect(ids({ invitation: 'pending' })).toEqual([3]);
    expect(ids({ invitation: 'none' })).toEqual([1, 2]);
    expect(ids({})).toEqual([1, 2, 3]);
  });
});

describe('EventPeopleIndex', () => {
  function counting(feedLive = true) {
    const { feed, announce } = fakeFeed(feedLive);
    const reads: number[] = [];
    let gate: Promise<void> = Promise.resolve();
    const index = new EventPeopleIndex(feed, async (eventId) => {
      reads.push(eventId);
      await gate;
      return peopleOf(eventId === 1 ? [person(10), person(11)] : [person(20)]);
    });
    return {
      index,
      announce,
      reads,
      hold: () => {
        let open!: () => void;
        gate = new Promise((r) => (open = r));
        return () => open();
      },
    };
  }

  it('reads an event once, and again after a change of that event or of one of its people only', async () => {
    const t = counting();
    await t.index.get(1, NOW);
    await t.index.get(1, NOW);
    await t.index.get(2, NOW);
    expect(t.reads).toEqual([1, 2]);
    t.announce('event:2', 'user:99', 'profiles');
    await t.index.get(1, NOW);
    await t.index.get(2, NOW);
    expect(t.reads).toEqual([1, 2, 2]);
    t.announce('user:11');
    await t.index.get(1, NOW);
    await t.index.get(2, NOW);
    expect(t.reads).toEqual([1, 2, 2, 1]);
    t.announce('*');
    await t.index.get(1, NOW);
    await t.index.get(2, NOW);
    expect(t.reads).toEqual([1, 2, 2, 1, 1, 2]);
  });

  it('shares one read between concurrent requests, and does not keep a read a change overtook', async () => {
    const t = counting();
    const release = t.hold();
    const a = t.index.get(1, NOW);
    const b = t.index.get(1, NOW);
    t.announce('event:1');
    release();
    expect((await a).byName.map((p) => p.id)).toEqual([10, 11]);
    await b;
    expect(t.reads).toEqual([1]);
    await t.index.get(1, NOW);
    expect(t.reads).toEqual([1, 1]);
    await t.index.get(1, NOW);
    expect(t.reads).toEqual([1, 1]);
  });

  it('after its time bound answers from the held list and reads again in the background', async () => {
    const t = counting();
    await t.index.get(1, NOW);
    const later = NOW + 61_000;
    const held = await t.index.get(1, later);
    expect(held.byName).toHaveLength(2);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.reads).toEqual([1, 1]);
    await t.index.get(1, later);
    expect(t.reads).toEqual([1, 1]);
  });

  it('holds nothing while the change feed is down', async () => {
    const t = counting(false);
    await t.index.get(1, NOW);
    await t.index.get(1, NOW);
    expect(t.reads).toEqual([1, 1]);
  });
});
