import { createHash } from 'node:crypto';
import type { CalendarFeedStatus, CalendarFeedToken } from '@atria/contracts/calendar';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { requireEventViewer } from '../events/events.access';
import { requireSession } from '../sessions/sessions.access';
import { speakersRepository } from '../sessions/speakers.repository';
import { fullName } from '../users/users.mapper';
import { notModified, type Conditions } from './conditional';
import { calendarRepository as repo, type EntryRow } from './calendar.repository';
import { toCalendarEntry, tombstoneEntry } from './calendar.mapper';
import { FeedCache } from './feed-cache';
import { hashFeedToken, newFeedToken } from './feed-token';
import { renderCalendar, type CalendarEntry } from './ics';

type Who = Pick<Actor, 'id'>;

/** How long a deleted session stays in feeds as cancelled (docs/calendar.md#cancelled-and-deleted-sessions). */
export const TOMBSTONE_DAYS = 30;
/** How often subscribed clients are asked to poll the personal feed. */
export const FEED_REFRESH_SECONDS = 15 * 60;
/** Part of every feed ETag: changing how feeds are rendered must change their ETags too. */
const RENDER_VERSION = 'v1';

/** The ETag's opaque part: what the feed's row says of its content, hashed so clients see no counters. */
const feedTag = (userId: number, version: number, tombstones: number): string =>
  createHash('md5').update(`${userId}:${version}:${tombstones}`).digest('hex');

export interface CalendarFile {
  filename: string;
  body: string;
}

/**
 * A personal feed's answer. `encoding: 'gzip'`: the body is gzipped (the client accepts it), and the ETag is the
 * weak form of the plain body's (another representation of the same content; If-None-Match compares weakly, so
 * a copy of either answers 304).
 */
export type FeedResponse =
  | { status: 200; body: Buffer; etag: string; lastModified: Date; encoding?: 'gzip' }
  | { status: 304; etag: string; lastModified: Date };

/** The host part of calendar UIDs: the public URL's host, or a fixed name when none is configured. */
export const uidHost = (publicUrl: string | undefined): string =>
  publicUrl ? new URL(publicUrl).hostname : 'atria.invalid';

/** Where the personal feed of a token is served (the route itself is declared with the other routes). */
export const feedPath = (token: string): string => `/api/calendar/feeds/${token}.ics`;

export function createCalendarService(ctx: Pick<AppContext, 'db' | 'env'>, clock: () => Date = () => new Date()) {
  const { db } = ctx;
  const host = uidHost(ctx.env.PUBLIC_URL);
  const rendered = new FeedCache();

  async function render(
    dbx: Db,
    name: string,
    rows: EntryRow[],
    extra: CalendarEntry[] = [],
    refreshSeconds?: number,
  ): Promise<string> {
    const names = new Map<number, string[]>();
    for (const s of await speakersRepository.listForSessions(
      dbx,
      rows.map((r) => r.id),
    )) {
      names.set(s.session_id, [...(names.get(s.session_id) ?? []), fullName(s)]);
    }
    const entries = [...rows.map((r) => toCalendarEntry(r, names.get(r.id) ?? [], host)), ...extra];
    return renderCalendar({ name, stamp: clock(), refreshSeconds, entries });
  }

  const tombstonesSince = () => new Date(clock().getTime() - TOMBSTONE_DAYS * 86_400_000);

  return {
    /** One session as an .ics file ("Add to calendar"). NOT_FOUND when missing or not visible. */
    async sessionCalendar(actor: Who, sessionId: number): Promise<CalendarFile> {
      await requireSession(db, sessionId, actor.id, 'read');
      const rows = await repo.sessionEntries(db, [sessionId]);
      const row = rows[0];
      if (!row) throw notFound('Session');
      return { filename: `session-${sessionId}.ics`, body: await render(db, row.title, rows) };
    },

    /** The whole agenda of an event as one .ics file. NOT_FOUND when the caller may not see the event. */
    async eventCalendar(actor: Who, eventId: number): Promise<CalendarFile> {
      const { event } = await requireEventViewer(db, eventId, actor.id);
      return {
        filename: `event-${eventId}.ics`,
        body: await render(db, event.title, await repo.eventEntries(db, eventId)),
      };
    },

    /**
     * A new secret token for the caller's personal feed, replacing (revoking) the previous one. The token is
     * returned once and only its SHA-256 is stored.
     */
    async createFeed(actor: Who): Promise<CalendarFeedToken> {
      const token = newFeedToken();
      const createdAt = await repo.saveFeed(db, actor.id, hashFeedToken(token));
      return { token, path: feedPath(token), created_at: createdAt.toISOString() };
    },

    /** Whether the caller has a personal feed and when its token was made; the token itself is never shown again. */
    async feedStatus(actor: Who): Promise<CalendarFeedStatus> {
      const createdAt = await repo.feedCreatedAt(db, actor.id);
      return { active: createdAt !== undefined, created_at: createdAt?.toISOString() ?? null };
    },

    /** Turns the caller's personal feed off; its URL then answers 404. */
    async removeFeed(actor: Who): Promise<void> {
      await repo.removeFeed(db, actor.id);
    },

    /**
     * The personal feed behind a token: every session the person bookmarked or speaks at, in events they can
     * still see, plus sessions deleted in the last TOMBSTONE_DAYS days as cancelled. The feed's row decides the
     * ETag first (its trigger-kept version and its count of shown tombstones, read with the token lookup), so a client whose copy is current gets 304 without anything being rendered.
     * A rendered feed is kept in memory for its ETag (FeedCache), and so is its gzipped copy for clients that
     * accept gzip (`gzip`): a 200 of an unchanged feed is a lookup. NOT_FOUND for an unknown or revoked token alike.
     */
    async personalFeed(token: string, conditions: Conditions = {}, gzip = false): Promise<FeedResponse> {
      const since = tombstonesSince();
      const feed = await repo.feedByHash(db, hashFeedToken(token), since);
      if (!feed) throw notFound('Calendar feed');
      const etag = `"${RENDER_VERSION}-${feedTag(feed.user_id, feed.version, feed.tombstones)}"`;
      const lastModified =
        feed.served_etag === etag && feed.served_at ? feed.served_at : await repo.markServed(db, feed.user_id, etag);
      // The feed was removed between the two statements: as if it had never been found.
      if (!lastModified) throw notFound('Calendar feed');
      const answer = async (body: Buffer): Promise<FeedResponse> => {
        const zipped = gzip ? await rendered.gzipped(feed.user_id, etag) : undefined;
        return zipped === undefined
          ? { status: 200, body, etag, lastModified }
          : { status: 200, body: zipped, etag: `W/${etag}`, lastModified, encoding: 'gzip' };
      };
      if (notModified(conditions, etag, lastModified))
        return { status: 304, etag: gzip ? `W/${etag}` : etag, lastModified };
      const cached = rendered.get(feed.user_id, etag);
      if (cached !== undefined) return answer(cached);
      const [rows, tombstones] = await Promise.all([
        repo.feedEntries(db, feed.user_id),
        repo.tombstones(db, feed.user_id, since),
      ]);
      const body = Buffer.from(
        await render(
          db,
          'My Atria agenda',
          rows,
          tombstones.map((t) => tombstoneEntry(t, host)),
          FEED_REFRESH_SECONDS,
        ),
      );
      rendered.set(feed.user_id, etag, body);
      return answer(body);
    },

    /** Deletes tombstones past their retention; for the periodic purge. */
    async purgeTombstones(): Promise<number> {
      return repo.purgeTombstones(db, tombstonesSince());
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
