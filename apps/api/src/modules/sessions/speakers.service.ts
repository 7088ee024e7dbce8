import {
  listMeta,
  type AddSpeakerBody,
  type SessionSpeaker,
  type SessionSpeakerList,
  type SessionSpeakersQuery,
  type SpeakerRole,
} from '@atria/contracts';
import type { Actor, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conflict, notFound, validation } from '../../errors';
import { requireSession } from './sessions.access';
import { hhmm, toSessionSpeaker } from './sessions.mapper';
import { sessionsRepository } from './sessions.repository';
import { refuseOverlap } from './sessions.service';
import { speakerOrder } from './speaker-order';
import { speakersRepository as repo } from './speakers.repository';

export const SPEAKERS_MUST_BE_PARTICIPANTS = 'Speakers must be participants of the event';
export const ALREADY_SPEAKER = 'This person is already a speaker in this session';

const speakerNotFound = () => notFound('Speaker');

export function createSpeakersService(ctx: AppContext) {
  const { db } = ctx;

  /** Locks the session's event, then checks the caller manages it (NOT_FOUND / FORBIDDEN). */
  async function manage(tx: Db, actor: Actor, sessionId: number) {
    if ((await sessionsRepository.lockEventOfSession(tx, sessionId)) === undefined) throw notFound('Session');
    return requireSession(tx, sessionId, actor.id, 'manage');
  }

  async function speaker(dbx: Db, sessionId: number, userId: number): Promise<SessionSpeaker> {
    const row = await repo.find(dbx, sessionId, userId);
    if (!row) throw speakerNotFound();
    return toSessionSpeaker(row);
  }

  return {
    /** A session's speakers in order, optionally one role. NOT_FOUND when the caller may not see the event. */
    async list(actor: Actor, sessionId: number, q: SessionSpeakersQuery): Promise<SessionSpeakerList> {
      await requireSession(db, sessionId, actor.id, 'read');
      const { rows, total } = await repo.list(db, sessionId, {
        role: q.role,
        limit: q.per_page,
        offset: (q.page - 1) * q.per_page,
      });
      return { session_speakers: rows.map(toSessionSpeaker), ...listMeta(total, q) };
    },

    /**
     * Adds an event participant as a speaker, last in order (event editors). VALIDATION when the person is not a
     * participant of the event; CONFLICT when already a speaker here or speaking in an overlapping session.
     */
    async add(actor: Actor, sessionId: number, body: AddSpeakerBody): Promise<SessionSpeaker> {
      return db.transaction(async (tx) => {
        const { session } = await manage(tx, actor, sessionId);
        if (!(await repo.isParticipant(tx, session.event_id, body.user_id))) {
          throw validation(SPEAKERS_MUST_BE_PARTICIPANTS, { user_id: [SPEAKERS_MUST_BE_PARTICIPANTS] });
        }
        const current = await repo.orders(tx, sessionId);
        if (current.some((c) => c.user_id === body.user_id)) throw conflict(ALREADY_SPEAKER, 'user_id');
        const slot = {
          eventId: session.event_id,
          sessionId,
          dayNumber: session.day_number,
          startTime: hhmm(session.start_time),
          endTime: hhmm(session.end_time),
        };
        await refuseOverlap(tx, slot, body.user_id);
        const order = speakerOrder.next(current.map((c) => c.user_id));
        if (!(await repo.insert(tx, sessionId, body.user_id, body.role, order)))
          throw conflict(ALREADY_SPEAKER, 'user_id');
        return speaker(tx, sessionId, body.user_id);
      });
    },

    /** Changes a speaker's role (event editors). NOT_FOUND when they are not a speaker of the session. */
    async setRole(actor: Actor, sessionId: number, userId: number, role: SpeakerRole): Promise<SessionSpeaker> {
      await requireSession(db, sessionId, actor.id, 'manage');
      await repo.setRole(db, sessionId, userId, role);
      return speaker(db, sessionId, userId);
    },

    /**
     * Moves a speaker to `order` (clamped to 1..n); the others shift so the orders stay 1..n without gaps, in
     * one transaction. NOT_FOUND when they are not a speaker of the session.
     */
    async reorder(actor: Actor, sessionId: number, userId: number, order: number): Promise<SessionSpeaker> {
      return db.transaction(async (tx) => {
        await manage(tx, actor, sessionId);
        const current = await repo.orders(tx, sessionId);
        const ids = current.map((c) => c.user_id);
        if (!ids.includes(userId)) throw speakerNotFound();
        await repo.setOrders(tx, sessionId, speakerOrder.changes(current, speakerOrder.move(ids, userId, order)));
        return speaker(tx, sessionId, userId);
      });
    },

    /** Removes a speaker; those after them move up one (event editors). NOT_FOUND when not a speaker. */
    async remove(actor: Actor, sessionId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await manage(tx, actor, sessionId);
        const current = await repo.orders(tx, sessionId);
        if (!(await repo.remove(tx, sessionId, userId))) throw speakerNotFound();
        const rest = current.filter((c) => c.user_id !== userId);
        await repo.setOrders(
          tx,
          sessionId,
          speakerOrder.changes(
            rest,
            speakerOrder.remove(
              current.map((c) => c.user_id),
              userId,
            ),
          ),
        );
      });
    },
  };
}
