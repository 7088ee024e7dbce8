import {
  MESSAGES,
  SessionList as SessionListSchema,
  dayNumberOutOfRange,
  listMeta,
  type CreateSessionBody,
  type Session,
  type SessionEventInfo,
  type SessionList,
  type SessionSpeaker,
  type SessionStatus,
  type SessionTimesBody,
  type SessionsQuery,
  type UpdateSessionBody,
} from '@atria/contracts';
import { z } from 'zod';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/in-order';
import { conflict, notFound, validation } from '../../errors';
import { agendaViewerCheck, createEventAudiences, type EventAudiences } from './event-audience';
import { activityRepository as activity } from '../activity/activity.repository';
import { requireEventEditor } from '../events/events.access';
import { AgendaCache, type CachedAgenda } from './agenda-cache';
import { requireSession } from './sessions.access';
import { hhmm, toSession, toSessionEventInfo, toSessionSpeaker } from './sessions.mapper';
import { sessionsRepository as repo, type SessionRow, type SessionValues } from './sessions.repository';
import { speakersRepository, type Slot } from './speakers.repository';
import { requireExistingSessionTimes } from '../../lib/time-rules';

/** 422 unless `day` lies within the event (1..day_count). */
function checkDay(day: number, dayCount: number): void {
  if (day < 1 || day > dayCount) {
    const message = dayNumberOutOfRange(dayCount);
    throw validation(message, { day_number: [message] });
  }
}

/** 409 when a speaker would be booked in two overlapping sessions of the same event. */
export async function refuseOverlap(dbx: Db, slot: Slot, userId?: number): Promise<void> {
  const clash = await speakersRepository.findConflict(dbx, slot, userId);
  if (!clash) return;
  throw conflict(
    `${clash.first_name} ${clash.last_name} is already speaking in '${clash.title}' on day ${slot.dayNumber} ` +
      `from ${hhmm(clash.start_time)} to ${hhmm(clash.end_time)}, which overlaps this session`,
  );
}

/** Speakers of several sessions, grouped by session, in order. */
async function speakersBySession(dbx: Db, sessionIds: number[]): Promise<Map<number, SessionSpeaker[]>> {
  const out = new Map<number, SessionSpeaker[]>();
  for (const row of await speakersRepository.listForSessions(dbx, sessionIds)) {
    const list = out.get(row.session_id) ?? [];
    list.push(toSessionSpeaker(row));
    out.set(row.session_id, list);
  }
  return out;
}

async function view(dbx: Db, row: SessionRow, event: SessionEventInfo): Promise<Session> {
  const speakers = await speakersBySession(dbx, [row.id]);
  return toSession(row, event, speakers.get(row.id) ?? []);
}

export function createSessionsService(ctx: AppContext, audiences: EventAudiences = createEventAudiences(ctx)) {
  const { db } = ctx;
  const agendas = new AgendaCache();
  ctx.changes.count('agendas', () => ({ ...agendas.counts }));
  const requireAgendaViewer = agendaViewerCheck(ctx, audiences);

  /**
   * Moves and/or edits a session under the event lock: the merged times must keep end after start, a given
   * day must lie within the event, and no speaker of the session may end up in two overlapping sessions.
   */
  async function change(actor: Actor, id: number, values: Partial<SessionValues>): Promise<Session> {
    return db.transaction(async (tx) => {
      if ((await repo.lockEventOfSession(tx, id)) === undefined) throw notFound('Session');
      const { session, event } = await requireSession(tx, id, actor.id, 'manage');
      const start = values.start_time ?? hhmm(session.start_time);
      const end = values.end_time ?? hhmm(session.end_time);
      const day = values.day_number ?? session.day_number;
      if (end <= start) throw validation(MESSAGES.endTimeAfterStart, { end_time: [MESSAGES.endTimeAfterStart] });
      if (values.day_number !== undefined) checkDay(values.day_number, event.day_count);
      const moved = start !== hhmm(session.start_time) || end !== hhmm(session.end_time) || day !== session.day_number;
      if (moved) requireExistingSessionTimes(event, { day_number: day, start_time: start, end_time: end });
      if (moved)
        await refuseOverlap(tx, { eventId: event.id, sessionId: id, dayNumber: day, startTime: start, endTime: end });
      const row = await repo.update(tx, id, values);
      if (!row) throw notFound('Session');
      await activity.forEvent(tx, event.id, actor.id, 'session.updated', { session_title: row.title });
      return view(tx, row, toSessionEventInfo(event));
    });
  }

  return {
    /**
     * An event's sessions by day and start time, each with its speakers, serialized. The caller's access and
     * the event's agenda version come from memory (held until a change is announced, see agendaViewerCheck);
     * while that version is unchanged the list built for it is served from memory,
     * otherwise two more queries rebuild it whatever the number of sessions and speakers. NOT_FOUND when the
     * caller may not see the event.
     */
    async list(actor: Actor, eventId: number, q: SessionsQuery): Promise<CachedAgenda> {
      const event = await requireAgendaViewer(db, eventId, actor.id);
      const key = AgendaCache.key(eventId, q);
      const hit = agendas.get(key, event.agenda_version);
      if (hit) return hit;
      // Read after the version: the list can only be as new as the version or newer, never older.
      const { rows, total } = await repo.listForEvent(db, eventId, {
        dayNumber: q.day_number,
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      const speakers = await speakersBySession(
        db,
        rows.map((r) => r.id),
      );
      const info = toSessionEventInfo(event);
      const list: SessionList = {
        sessions: rows.map((r) => toSession(r, info, speakers.get(r.id) ?? [])),
        ...listMeta(total, q),
      };
      return agendas.set(key, event.agenda_version, JSON.stringify(z.encode(SessionListSchema, list)));
    },

    /**
     * Creates a session (event editors). NOT_FOUND for outsiders, FORBIDDEN for readers, VALIDATION for a day
     * outside the event.
     */
    async create(actor: Actor, eventId: number, body: CreateSessionBody): Promise<Session> {
      const { event } = await requireEventEditor(db, eventId, actor.id);
      checkDay(body.day_number, event.day_count);
      requireExistingSessionTimes(event, body);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, eventId, {
          title: body.title,
          description: body.description ?? null,
          session_type: body.session_type,
          day_number: body.day_number,
          start_time: body.start_time,
          end_time: body.end_time,
          stream_url: body.stream_url,
        });
        await activity.forEvent(tx, eventId, actor.id, 'session.created', { session_title: body.title });
        return inserted;
      });
      return toSession(row, toSessionEventInfo(event), []);
    },

    /** One session with its event and speakers. NOT_FOUND when missing or not visible. */
    async get(actor: Actor, id: number): Promise<Session> {
      // The speakers are read beside the session and its access check (for a refused caller, read and dropped).
      const [{ session, event }, speakers] = await readTogether(db, [
        () => requireSession(db, id, actor.id, 'read'),
        () => speakersBySession(db, [id]),
      ] as const);
      return toSession(session, toSessionEventInfo(event), speakers.get(id) ?? []);
    },

    /**
     * Edits any subset of the fields (event editors). VALIDATION when the merged times are out of order or the
     * day is outside the event; CONFLICT when a speaker would be double-booked.
     */
    async update(actor: Actor, id: number, body: UpdateSessionBody): Promise<Session> {
      return change(actor, id, body);
    },

    /** Moves the session to another slot (start, end and day together); same errors as `update`. */
    async reschedule(actor: Actor, id: number, body: SessionTimesBody): Promise<Session> {
      return change(actor, id, body);
    },

    /**
     * Sets the status (any value: no transitions are prescribed, docs/product.md#agenda-rules). `is_live` follows
     * it. A change is published as `session.status_changed` (its watchers are told live, docs/live.md#realtime).
     */
    async setStatus(actor: Actor, id: number, status: SessionStatus): Promise<Session> {
      const { event, session } = await requireSession(db, id, actor.id, 'manage');
      const row = await db.transaction(async (tx) => {
        const updated = await repo.update(tx, id, { status });
        if (updated && session.status !== status)
          await activity.forEvent(
            tx,
            event.id,
            actor.id,
            status === 'CANCELLED' ? 'session.cancelled' : 'session.updated',
            {
              session_title: updated.title,
            },
          );
        return updated;
      });
      if (!row) throw notFound('Session');
      if (session.status !== status)
        ctx.domainEvents.publish('session.status_changed', { sessionId: id, eventId: event.id, status });
      return view(db, row, toSessionEventInfo(event));
    },

    /** Deletes the session and its speaker bookings (event editors). */
    async remove(actor: Actor, id: number): Promise<void> {
      const { session, event } = await requireSession(db, id, actor.id, 'manage');
      await db.transaction(async (tx) => {
        await activity.forEvent(tx, event.id, actor.id, 'session.deleted', { session_title: session.title });
        await repo.remove(tx, id);
      });
    },
  };
}
