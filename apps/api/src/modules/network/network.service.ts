import { listMeta, type PublicProfile } from '@atria/contracts';
import {
  NETWORK_MESSAGES,
  type BlockState,
  type BlockedList,
  type ConnectRequestBody,
  type Connection,
  type ConnectionList,
  type ConnectionState,
  type ConnectionsQuery,
  type DirectoryEntry,
  type DirectoryPage,
  type DirectoryQuery,
  type NetworkPerson,
  type PendingCount,
  type PrivacySettings,
  type UpdatePrivacyBody,
} from '@atria/contracts/network';
import type { MediaImage } from '@atria/contracts/media';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError, conflict, forbidden, notFound, validation } from '../../errors';
import { InvalidatedCache } from '../../lib/change-feed';
import { SlidingWindowLimiter } from '../../lib/sliding-window-limiter';
import { directoryListed, eventPeopleIndex, type EventPerson } from '../events/event-people';
import { hiddenPositions, pageSkipping } from './directory-page';
import { accessOfAudience, type EventAudiences } from '../sessions/event-audience';
import { imagesByIds } from '../media/media-lookup';
import { fullName } from '../users/users.mapper';
import { networkingSettingsRepository, type NetworkingRow } from './networking-settings.repository';
import { isEventStaff } from './networking-settings.service';
import {
  networkRepository as repo,
  type ConnectionRow,
  type ConnectionWithPerson,
  type PersonRow,
} from './network.repository';

/**
 * Connection requests one person may send: at most REQUEST_LIMIT.max in any window, and at most PAIR_LIMIT.max
 * to the same person (asking, withdrawing and asking again does not become a stream of notifications).
 */
export const REQUEST_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;
export const PAIR_LIMIT = { max: 3, windowMs: 24 * 60 * 60_000 } as const;

/** A person as a networking list shows them to someone: headline and company only when their setting allows. */
export function toPerson(r: PersonRow, avatars: Map<number, MediaImage>): NetworkPerson {
  return {
    id: r.id,
    full_name: fullName(r),
    first_name: r.first_name,
    last_name: r.last_name,
    title: r.profile_visible ? r.title : null,
    company_name: r.profile_visible ? r.company_name : null,
    avatar: r.avatar_media_id === null ? null : (avatars.get(r.avatar_media_id) ?? null),
  };
}

/**
 * One person of a directory page, written field by field: spreading the held participant (some twenty fields)
 * into a copy made V8 allocate each row's object straight in the old generation at a few thousand requests a
 * second, which filled it with garbage and paused every request for a full collection (docs/networking.md#directory).
 */
function directoryEntry(p: EventPerson, avatars: Map<number, MediaImage>, connection: ConnectionState): DirectoryEntry {
  return {
    id: p.id,
    full_name: fullName(p),
    first_name: p.first_name,
    last_name: p.last_name,
    title: p.title,
    company_name: p.company_name,
    avatar: p.avatar_media_id === null ? null : (avatars.get(p.avatar_media_id) ?? null),
    role: p.role,
    connection,
  };
}

/** Where `viewerId` stands with someone, from the pair's row (or none). A declined request looks pending to its sender. */
export function stateOf(
  viewerId: number,
  c: { status: ConnectionRow['status']; requester_id: number } | null,
): ConnectionState {
  if (!c) return 'NONE';
  if (c.status === 'ACCEPTED') return 'CONNECTED';
  if (c.requester_id === viewerId) return 'OUTGOING';
  return c.status === 'PENDING' ? 'INCOMING' : 'NONE';
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Privacy settings, the directory, connections and blocks (docs/networking.md). */
export function createNetworkService(
  ctx: Pick<AppContext, 'db' | 'domainEvents' | 'changes'>,
  audiences: EventAudiences,
) {
  const { db, domainEvents } = ctx;
  const requests = new SlidingWindowLimiter(REQUEST_LIMIT.max, REQUEST_LIMIT.windowMs);
  const pairRequests = new SlidingWindowLimiter(PAIR_LIMIT.max, PAIR_LIMIT.windowMs);
  // Every event's participants, held per instance and dropped on every change of them (event-people.ts).
  const people = eventPeopleIndex(ctx);
  // The directory's gate (its organizers may close it) is read on every directory request: held per instance and
  // dropped on any change of the event (the settings table's triggers announce `event:<id>`), so a page of a
  // 10,000-person directory stays at one small statement (the viewer's own rules).
  const networking = new InvalidatedCache<number, NetworkingRow>(ctx.changes, {
    capacity: 10_000,
    ttlMs: 60_000,
    dependsOn: ['event'],
    name: 'networking settings',
  });

  /** The part of a directory that is the same for every viewer: who is listed at all, in the directory's order. */
  async function directoryBase(eventId: number, f: { q?: string; role?: DirectoryQuery['role'] }) {
    return directoryListed(await people.get(eventId), f);
  }

  async function toConnections(viewerId: number, rows: ConnectionWithPerson[]): Promise<Connection[]> {
    const avatars = await imagesByIds(
      db,
      rows.map((r) => r.person.avatar_media_id),
    );
    return rows.map((r) => ({
      id: r.id,
      person: toPerson(r.person, avatars),
      state: stateOf(viewerId, r),
      note: r.note,
      created_at: r.created_at.toISOString(),
      connected_at: r.status === 'ACCEPTED' ? iso(r.responded_at) : null,
    }));
  }

  async function connectionAs(viewerId: number, id: number, dbh: Db = db): Promise<Connection> {
    const row = await repo.connectionAs(dbh, id, viewerId);
    if (!row) throw notFound('Connection');
    const [c] = await toConnections(viewerId, [row]);
    if (!c) throw notFound('Connection');
    return c;
  }

  /** Tells both people (each from their side, with their own pending count) what became of their connection. */
  async function announce(connectionId: number, a: number, b: number, rowAfter: ConnectionRow | null, only?: number) {
    for (const [me, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (only !== undefined && me !== only) continue;
      domainEvents.publish('network.connection_updated', {
        userId: me,
        update: {
          connection_id: connectionId,
          user_id: other,
          state: stateOf(me, rowAfter),
          pending_incoming: await repo.pendingIncoming(db, me),
        },
      });
    }
  }

  async function announceRequest(row: ConnectionRow, recipientId: number) {
    const connection = await connectionAs(recipientId, row.id);
    domainEvents.publish('network.connection_request', {
      userId: recipientId,
      notice: { connection, pending_incoming: await repo.pendingIncoming(db, recipientId) },
    });
  }

  return {
    async privacy(actor: Actor): Promise<PrivacySettings> {
      const row = await repo.privacy(db, actor.id);
      if (!row) throw notFound('User');
      return row;
    },

    async setPrivacy(actor: Actor, body: UpdatePrivacyBody): Promise<PrivacySettings> {
      const row = await repo.setPrivacy(db, actor.id, body);
      if (!row) throw notFound('User');
      return row;
    },

    /**
     * The event's directory as the caller sees it. NOT_FOUND for someone who cannot see the event; FORBIDDEN
     * (NETWORK_MESSAGES.directoryClosed) while its organizers have turned it off, except for its staff.
     *
     * The part that is the same for every viewer (who is listed, in what order) comes from the event's
     * participants held in memory (directoryBase, event-people.ts); the viewer's own rules (blocks both ways, bans, connections-only
     * profiles, their connection states) are read fresh on every request and applied to it. So a page of a
     * 10,000-person event costs one small statement (the caller's roles are held as for the event's other
     * reads), not a join and sort of all 10,000 each time.
     */
    async directory(actor: Actor, eventId: number, q: DirectoryQuery): Promise<DirectoryPage> {
      // The caller's roles come from the event's audiences (held per event and user until a membership changes,
      // as for the event's other reads); the settings are read beside them, but told only to a viewer.
      const [audience, settings] = await Promise.all([
        audiences.forEvent(eventId, actor.id),
        networking.read(eventId, () => networkingSettingsRepository.find(db, eventId)),
      ]);
      if (audience === undefined) throw notFound('Event');
      if (!settings.directory_enabled && !isEventStaff(accessOfAudience(audience)))
        throw forbidden(NETWORK_MESSAGES.directoryClosed);
      const filter = { q: q.q === '' ? undefined : q.q, role: q.role };
      const [base, viewer] = await Promise.all([
        directoryBase(eventId, filter),
        repo.directoryViewer(db, eventId, actor.id),
      ]);
      const skip = hiddenPositions(base, {
        id: actor.id,
        hidden: viewer.hidden,
        connected: (id) => viewer.connections.get(id)?.status === 'ACCEPTED',
      });
      const { rows, total } = pageSkipping(base, skip, (q.page - 1) * q.per_page, q.per_page);
      const avatars = await imagesByIds(
        db,
        rows.map((r) => r.avatar_media_id),
      );
      return {
        people: rows.map((r) => directoryEntry(r, avatars, stateOf(actor.id, viewer.connections.get(r.id) ?? null))),
        ...listMeta(total, q),
      };
    },

    async connections(actor: Actor, q: ConnectionsQuery): Promise<ConnectionList> {
      const rows = await repo.listConnections(db, actor.id, {
        state: q.state,
        q: q.q === '' ? undefined : q.q,
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      const total = rows[0]?.total ?? (q.page > 1 ? await repo.countConnections(db, actor.id, q.state) : 0);
      return { connections: await toConnections(actor.id, rows), ...listMeta(total, q) };
    },

    async pendingCount(actor: Actor): Promise<PendingCount> {
      return { incoming: await repo.pendingIncoming(db, actor.id) };
    },

    /**
     * Asks `user_id` to connect. One row per pair: when they asked the caller already, this accepts their
     * request (also when both ask at the same moment: the second insert waits for the first and then finds
     * it). Throws VALIDATION (yourself), NOT_FOUND (nobody the caller shares an event or organization with),
     * FORBIDDEN (blocked either way), RATE_LIMITED.
     */
    async request(actor: Actor, body: ConnectRequestBody): Promise<{ connection: Connection; created: boolean }> {
      const targetId = body.user_id;
      if (targetId === actor.id)
        throw validation(NETWORK_MESSAGES.connectYourself, { user_id: [NETWORK_MESSAGES.connectYourself] });
      const facts = await repo.pairFacts(db, actor.id, targetId);
      if (!facts || !facts.shares) throw notFound('User');
      if (facts.blocked) throw forbidden(NETWORK_MESSAGES.cannotConnect);
      for (const [limiter, key] of [
        [requests, String(actor.id)],
        [pairRequests, `${actor.id}:${targetId}`],
      ] as const) {
        const decision = limiter.tryAcquire(key);
        if (!decision.allowed)
          throw new AppError('RATE_LIMITED', NETWORK_MESSAGES.connectRateLimited, undefined, {
            'retry-after': String(decision.retryAfterSeconds),
          });
      }
      const low = Math.min(actor.id, targetId);
      const high = Math.max(actor.id, targetId);
      const note = body.note === '' || body.note === undefined ? null : body.note;
      const outcome = await db.transaction(async (tx) => {
        const inserted = await repo.insertRequest(tx, low, high, actor.id, note);
        if (inserted) return { row: inserted, kind: 'requested' as const };
        const row = await repo.lockPair(tx, low, high);
        if (!row) throw new Error('connection vanished right after its insert conflicted');
        if (row.status === 'ACCEPTED' || row.requester_id === actor.id) return { row, kind: 'unchanged' as const };
        if (row.status === 'PENDING')
          return { row: await repo.updateConnection(tx, row.id, { status: 'ACCEPTED' }), kind: 'accepted' as const };
        // The caller declined the other's request before and now asks themselves: a new request.
        const renewed = await repo.updateConnection(tx, row.id, {
          status: 'PENDING',
          requester_id: actor.id,
          note,
          renew: true,
        });
        return { row: renewed, kind: 'requested' as const };
      });
      if (outcome.kind === 'requested') await announceRequest(outcome.row, targetId);
      if (outcome.kind === 'accepted') await announce(outcome.row.id, actor.id, targetId, outcome.row);
      return { connection: await connectionAs(actor.id, outcome.row.id), created: outcome.kind === 'requested' };
    },

    /** Accepts a request sent to the caller (also one they declined before). NOT_FOUND, FORBIDDEN, CONFLICT. */
    async accept(actor: Actor, id: number): Promise<Connection> {
      const row = await db.transaction(async (tx) => {
        const c = await repo.lockById(tx, id);
        if (!c || (c.user_low_id !== actor.id && c.user_high_id !== actor.id)) throw notFound('Connection');
        if (c.status === 'ACCEPTED') throw conflict(NETWORK_MESSAGES.notPending);
        if (c.requester_id === actor.id) throw forbidden(NETWORK_MESSAGES.notRecipient);
        return repo.updateConnection(tx, id, { status: 'ACCEPTED' });
      });
      await announce(row.id, row.user_low_id, row.user_high_id, row);
      return connectionAs(actor.id, id);
    },

    /** Declines a pending request sent to the caller; the sender is not told. NOT_FOUND, FORBIDDEN, CONFLICT. */
    async decline(actor: Actor, id: number): Promise<void> {
      const row = await db.transaction(async (tx) => {
        const c = await repo.lockById(tx, id);
        if (!c || (c.user_low_id !== actor.id && c.user_high_id !== actor.id)) throw notFound('Connection');
        if (c.requester_id === actor.id) throw forbidden(NETWORK_MESSAGES.notRecipient);
        if (c.status !== 'PENDING') throw conflict(NETWORK_MESSAGES.notPending);
        return repo.updateConnection(tx, id, { status: 'DECLINED' });
      });
      await announce(row.id, row.user_low_id, row.user_high_id, row, actor.id);
    },

    /**
     * Withdraws the caller's request or removes a connection (the row goes: either may ask again). A request
     * sent to the caller is declined instead. NOT_FOUND for anyone else's.
     */
    async remove(actor: Actor, id: number): Promise<void> {
      const outcome = await db.transaction(async (tx) => {
        const c = await repo.lockById(tx, id);
        if (!c || (c.user_low_id !== actor.id && c.user_high_id !== actor.id)) throw notFound('Connection');
        if (c.status === 'ACCEPTED' || c.requester_id === actor.id) {
          await repo.deleteConnection(tx, id);
          return { row: null, before: c, onlyMe: false };
        }
        if (c.status === 'DECLINED') return { row: c, before: c, onlyMe: true };
        return { row: await repo.updateConnection(tx, id, { status: 'DECLINED' }), before: c, onlyMe: true };
      });
      const { before } = outcome;
      await announce(
        before.id,
        before.user_low_id,
        before.user_high_id,
        outcome.row,
        outcome.onlyMe ? actor.id : undefined,
      );
    },

    async blocked(actor: Actor): Promise<BlockedList> {
      const rows = await repo.blockedBy(db, actor.id);
      const avatars = await imagesByIds(
        db,
        rows.map((r) => r.avatar_media_id),
      );
      return { people: rows.map((r) => toPerson(r, avatars)) };
    },

    /**
     * Blocks someone the caller shares an event or organization with, or has talked to: ends any connection or
     * request between them. VALIDATION for yourself, NOT_FOUND for anyone else. Blocking again changes nothing.
     */
    async block(actor: Actor, userId: number): Promise<BlockState> {
      if (userId === actor.id)
        throw validation(NETWORK_MESSAGES.blockYourself, { user_id: [NETWORK_MESSAGES.blockYourself] });
      const facts = await repo.pairFacts(db, actor.id, userId);
      if (!facts || !(facts.shares || facts.talked || facts.blocked)) throw notFound('User');
      const ended = await db.transaction(async (tx) => {
        await repo.block(tx, actor.id, userId);
        return repo.deletePair(tx, actor.id, userId);
      });
      if (ended) await announce(ended.id, ended.user_low_id, ended.user_high_id, null);
      return { user_id: userId, blocked: true };
    },

    /** Unblocks; unblocking someone not blocked changes nothing. NOT_FOUND for a user who does not exist. */
    async unblock(actor: Actor, userId: number): Promise<BlockState> {
      if (!(await repo.userExists(db, userId))) throw notFound('User');
      await repo.unblock(db, actor.id, userId);
      return { user_id: userId, blocked: false };
    },

    /** What `viewerId` may see of `ownerId`'s profile and email (both share a context: the caller checked). */
    /** What `viewerId` may see of `ownerId`'s profile, and where they stand with them (connection, block). */
    async profileAccess(ownerId: number, viewerId: number): Promise<ProfileAccess> {
      const a = await repo.profileAccess(db, ownerId, viewerId);
      return {
        profile: a.profile,
        email: a.email,
        relation: {
          connection: stateOf(viewerId, a.connection),
          connection_id: a.connection && stateOf(viewerId, a.connection) !== 'NONE' ? a.connection.id : null,
          blocked: a.blocked,
        },
      };
    },
  };
}

export type NetworkService = ReturnType<typeof createNetworkService>;

export interface ProfileAccess {
  profile: boolean;
  email: boolean;
  relation: NonNullable<PublicProfile['relation']>;
}
