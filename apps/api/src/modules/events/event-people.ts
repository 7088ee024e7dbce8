import type { EventUserRole, InvitationState } from '@atria/contracts';
import type { NetworkAudience } from '@atria/contracts/network';
import type { ChangeFeed, ScopedCache } from '../../lib/change-feed';
import type { Db } from '../../db/client';
import { LazyIndexes, SEPARATOR } from './event-people-search';
import { eventsRepository } from './events.repository';

/**
 * One participant of an event as the participant list and the directory search, filter, count and order them
 * (docs/organizer-console.md#participants, docs/networking.md#directory). The texts are lower-cased once.
 */
export interface EventPerson {
  id: number;
  role: EventUserRole;
  first_name: string;
  last_name: string;
  title: string | null;
  company_name: string | null;
  avatar_media_id: number | null;
  /** lower("first last"): the participant list searches it (and sorts by it, then id). */
  name: string;
  /** lower(company), '' without one. */
  company: string;
  /** lower(email). */
  email: string;
  /** lower("first last company title"): the directory searches it. */
  search: string;
  deleted: boolean;
  profile: NetworkAudience;
  /** No password yet (invited, not claimed). */
  unclaimed: boolean;
  /** The event sent this person at least one link. */
  anyLink: boolean;
  /** The latest expiry of the event's links that are neither claimed nor withdrawn (ms), or null. */
  openUntil: number | null;
  /** Whether the event's latest link to this person was withdrawn (null: no link). */
  latestRevoked: boolean | null;
  /** Position in the directory's order: lower(first), lower(last), id. */
  directoryRank: number;
}

/** An event's participants, in the participant list's order, with the directory's order beside it. */
export interface EventPeople {
  /** Sorted by lower("first last"), then id: the participant list's order. */
  byName: EventPerson[];
  /** Sorted by lower(first), lower(last), id: the directory's order. */
  byDirectory: EventPerson[];
  ids: Set<number>;
}

/** The invitation state of a participant at `now` (the rules of INVITATION_STATES in the contracts). */
export function invitationStateOf(p: EventPerson, now: number): InvitationState {
  if (!p.anyLink) return 'none';
  if (!p.unclaimed) return 'claimed';
  if (p.openUntil !== null && p.openUntil > now) return 'pending';
  return p.latestRevoked ? 'revoked' : 'expired';
}

export interface ParticipantFilter {
  role?: EventUserRole;
  /** Contained in the name or the company (or the email with `searchEmail`), ignoring case. */
  q?: string;
  searchEmail?: boolean;
  invitation?: InvitationState;
}

/** Results of recent filters per held list (dropped with the list): at most MEMO_MAX filters each. */
const memos = new WeakMap<EventPeople, Map<string, EventPerson[]>>();
const MEMO_MAX = 100;

/**
 * The result of `filter` for `key` on this list, computed once while the list is held (filters that depend only
 * on the list; not the invitation states, which depend on the time).
 */
export function memoized(people: EventPeople, key: string, filter: () => EventPerson[]): EventPerson[] {
  let memo = memos.get(people);
  if (!memo) memos.set(people, (memo = new Map()));
  const hit = memo.get(key);
  if (hit) return hit;
  const value = filter();
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, value);
  return value;
}

/**
 * Trigram indexes of the held lists, built in the background on their first search (event-people-search.ts):
 * `list` over name, company and email (in byName's order), `directory` over `search` (in byDirectory's order).
 */
const searchIndexes = new LazyIndexes<EventPeople>();
const listTexts = (people: EventPeople) => () =>
  people.byName.map((p) => `${p.name}${SEPARATOR}${p.company}${SEPARATOR}${p.email}`);
const directoryTexts = (people: EventPeople) => () => people.byDirectory.map((p) => p.search);

/** Builds both search indexes of a list now (tests; the service lets the first search start them). */
export async function searchIndexed(people: EventPeople): Promise<void> {
  await Promise.all([
    searchIndexes.whenBuilt(people, 'list', listTexts(people)),
    searchIndexes.whenBuilt(people, 'directory', directoryTexts(people)),
  ]);
}

/**
 * The elements of `list` that pass `test`, in order: only the candidates of the index's when it is ready and
 * knows the query (a superset of the matches, each tested), otherwise all of them.
 */
function matching(
  list: readonly EventPerson[],
  q: string | undefined,
  index: () => ReturnType<typeof searchIndexes.ready>,
  test: (p: EventPerson) => boolean,
): EventPerson[] {
  const positions = q !== undefined && !q.includes(SEPARATOR) ? index()?.candidates(q) : undefined;
  if (positions === undefined) return list.filter(test);
  const out: EventPerson[] = [];
  for (const i of positions) {
    const p = list[i] as EventPerson;
    if (test(p)) out.push(p);
  }
  return out;
}

/** The participants matching the filter, in the list's order. */
export function filterParticipants(people: EventPeople, f: ParticipantFilter, now = Date.now()): EventPerson[] {
  const q = f.q ? f.q.toLowerCase() : undefined;
  if (!f.role && !q && !f.invitation) return people.byName;
  // An invitation state depends on the time only through open links running out: the answer holds from `now`
  // until the earliest expiry after it among the people the other filters let through.
  let until = Infinity;
  const scan = () =>
    matching(
      people.byName,
      q,
      () => searchIndexes.ready(people, 'list', listTexts(people)),
      (p) => {
        if (f.role && p.role !== f.role) return false;
        if (q && !p.name.includes(q) && !p.company.includes(q) && !(f.searchEmail === true && p.email.includes(q)))
          return false;
        if (!f.invitation) return true;
        if (p.openUntil !== null && p.openUntil > now && p.openUntil < until) until = p.openUntil;
        return invitationStateOf(p, now) === f.invitation;
      },
    );
  const key = JSON.stringify(['list', f.role ?? null, q ?? null, f.searchEmail === true, f.invitation ?? null]);
  if (!f.invitation) return memoized(people, key, scan);
  return memoizedWhile(people, key, now, () => {
    until = Infinity;
    const value = scan();
    return { value, until };
  });
}

/** Results that hold for a span of time, per held list: at most MEMO_MAX each. */
const timedMemos = new WeakMap<EventPeople, Map<string, { value: EventPerson[]; from: number; until: number }>>();

/** The result for `key` at `now`: reused while `now` is within the span it was computed to hold for. */
function memoizedWhile(
  people: EventPeople,
  key: string,
  now: number,
  compute: () => { value: EventPerson[]; until: number },
): EventPerson[] {
  let memo = timedMemos.get(people);
  if (!memo) timedMemos.set(people, (memo = new Map()));
  const hit = memo.get(key);
  if (hit && hit.from <= now && now < hit.until) return hit.value;
  const { value, until } = compute();
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, { value, from: now, until });
  return value;
}

export interface DirectoryFilter {
  role?: EventUserRole;
  /** Contained in `search` (name, company, title), ignoring case. */
  q?: string;
}

/**
 * Who the event's directory lists at all, in the directory's order: not deleted, not hidden from everyone, of
 * the role and matching the search (docs/networking.md#directory). The same for every viewer, so memoized.
 */
export function directoryListed(people: EventPeople, f: DirectoryFilter): EventPerson[] {
  const q = f.q ? f.q.toLowerCase() : undefined;
  return memoized(people, JSON.stringify(['directory', f.role ?? null, q ?? null]), () =>
    matching(
      people.byDirectory,
      q,
      () => searchIndexes.ready(people, 'directory', directoryTexts(people)),
      (p) => !p.deleted && p.profile !== 'NOBODY' && (!f.role || p.role === f.role) && (!q || p.search.includes(q)),
    ),
  );
}

/** Reads an event's participants (one statement, see eventsRepository.eventPeople). */
export async function loadEventPeople(db: Db, eventId: number): Promise<EventPeople> {
  const rows = await eventsRepository.eventPeople(db, eventId);
  const byName = rows.map((r): EventPerson => {
    const name = `${r.first_name} ${r.last_name}`.toLowerCase();
    const company = (r.company_name ?? '').toLowerCase();
    return {
      id: Number(r.id),
      role: r.role,
      first_name: r.first_name,
      last_name: r.last_name,
      title: r.title,
      company_name: r.company_name,
      avatar_media_id: r.avatar_media_id === null ? null : Number(r.avatar_media_id),
      name,
      company,
      email: r.email.toLowerCase(),
      search: `${name} ${company} ${(r.title ?? '').toLowerCase()}`,
      deleted: r.deleted,
      profile: r.profile,
      unclaimed: r.unclaimed,
      anyLink: r.any_link,
      openUntil: r.open_until === null ? null : new Date(r.open_until).getTime(),
      latestRevoked: r.latest_revoked,
      directoryRank: Number(r.directory_rank),
    };
  });
  const byDirectory = [...byName].sort((a, b) => a.directoryRank - b.directoryRank);
  return { byName, byDirectory, ids: new Set(byName.map((p) => p.id)) };
}

/** Events held at most, and participants held at most over all of them (the oldest events go first). */
const MAX_EVENTS = 64;
const MAX_PEOPLE = 200_000;
/** A held list is read again after this long even without a change (a bound should a notification be lost). */
const TTL_MS = 60_000;

interface Held {
  value: EventPeople;
  until: number;
  refreshing?: Promise<void>;
}

/**
 * Every event's participants in memory, per instance, read once and kept until the change feed says they
 * changed: `event:<id>` (participants, roles, invitations of the event) or `user:<id>` of a participant (a name,
 * company, email, password or profile setting). So searching, filtering, counting and paging 10,000
 * participants is a scan of an array, and only the page's rows are read from the database.
 *
 * After a change the next request reads the list again (concurrent requests share one statement); a list
 * read while a change of its event was announced is used by the requests that waited for it but not kept.
 * When only the time bound ran out, the held list answers while it is read again in the background. While
 * the change feed is not live nothing is held: every request reads the list.
 */
export class EventPeopleIndex implements ScopedCache {
  private readonly held = new Map<number, Held>();
  private readonly loading = new Map<number, { promise: Promise<EventPeople>; stale: boolean }>();
  private people = 0;
  readonly counts = { hits: 0, misses: 0 };

  constructor(
    private readonly feed: ChangeFeed,
    private readonly load: (eventId: number) => Promise<EventPeople>,
  ) {
    feed.register(this);
    feed.count('event-people', () => ({ ...this.counts }));
  }

  invalidate(scopes: readonly string[]): void {
    for (const scope of scopes) {
      if (scope === '*') {
        this.held.clear();
        this.people = 0;
        for (const l of this.loading.values()) l.stale = true;
        return;
      }
      const [kind, raw] = scope.split(':');
      const id = Number(raw);
      if (kind === 'event') {
        this.drop(id);
        const l = this.loading.get(id);
        if (l) l.stale = true;
      } else if (kind === 'user') {
        for (const [eventId, h] of this.held) if (h.value.ids.has(id)) this.drop(eventId);
        // A list being read may or may not include this person's change: not kept.
        for (const l of this.loading.values()) l.stale = true;
      }
    }
  }

  private drop(eventId: number): void {
    const h = this.held.get(eventId);
    if (!h) return;
    this.people -= h.value.byName.length;
    this.held.delete(eventId);
  }

  /** The event's participants: held, or read now. */
  async get(eventId: number, now = Date.now()): Promise<EventPeople> {
    if (!this.feed.live) {
      this.counts.misses += 1;
      return this.load(eventId);
    }
    const h = this.held.get(eventId);
    if (h) {
      this.counts.hits += 1;
      if (h.until <= now && !h.refreshing) h.refreshing = this.refresh(eventId, h, now);
      return h.value;
    }
    this.counts.misses += 1;
    const running = this.loading.get(eventId);
    if (running) return running.promise;
    const entry = { promise: this.load(eventId), stale: false };
    this.loading.set(eventId, entry);
    try {
      const value = await entry.promise;
      if (!entry.stale && this.feed.live) this.keep(eventId, value, now);
      return value;
    } finally {
      if (this.loading.get(eventId) === entry) this.loading.delete(eventId);
    }
  }

  /** Reads a list whose time bound ran out again; the held one answers meanwhile. */
  private async refresh(eventId: number, h: Held, now: number): Promise<void> {
    const entry = { promise: this.load(eventId), stale: false };
    try {
      const value = await entry.promise;
      // Kept only if nothing dropped the held list meanwhile (a change was announced).
      if (this.held.get(eventId) === h && this.feed.live) {
        this.drop(eventId);
        this.keep(eventId, value, now);
      }
    } catch {
      // The held list stays until its next request tries again.
      h.refreshing = undefined;
    }
  }

  private keep(eventId: number, value: EventPeople, now: number): void {
    this.drop(eventId);
    while (this.held.size > 0 && (this.held.size >= MAX_EVENTS || this.people + value.byName.length > MAX_PEOPLE)) {
      const oldest = this.held.keys().next().value as number;
      this.drop(oldest);
    }
    this.held.set(eventId, { value, until: now + TTL_MS });
    this.people += value.byName.length;
  }
}

const indexes = new WeakMap<ChangeFeed, EventPeopleIndex>();

/** The instance's one index (shared by the participant list and the directory). */
export function eventPeopleIndex(ctx: { db: Db; changes: ChangeFeed }): EventPeopleIndex {
  let index = indexes.get(ctx.changes);
  if (!index) {
    index = new EventPeopleIndex(ctx.changes, (eventId) => loadEventPeople(ctx.db, eventId));
    indexes.set(ctx.changes, index);
  }
  return index;
}
