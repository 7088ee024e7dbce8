import {
  LIVE_MESSAGES,
  type AskQuestionBody,
  type Question,
  type QuestionsQuery,
  type QuestionsResponse,
  type UpdateQuestionBody,
} from '@atria/contracts/live';
import type { Actor, AppContext } from '../../context';
import { forbidden, notFound } from '../../errors';
import { requireLiveSession } from './live.access';
import { toQuestion } from './live.mapper';
import { livePolicy, type LiveFacts } from './live.policy';
import { liveModerationRepository as moderation } from './live-moderation.repository';
import { liveQuestionsRepository as repo, type QuestionRow } from './live-questions.repository';
import { spendLiveLimit } from './live-limits';

const participant = (f: LiveFacts) => livePolicy.canReadRoom(f, 'PUBLIC');

export function createLiveQuestionsService(ctx: AppContext) {
  const { db, domainEvents } = ctx;

  /** The question and the actor's facts; NOT_FOUND when it is gone, or hidden from the actor, or the actor is outside. */
  async function requireQuestion(actor: Actor, questionId: number) {
    const where = await repo.sessionOf(db, questionId);
    if (!where) throw notFound('Question');
    const found = await requireLiveSession(db, where.session_id, actor.id, participant).catch(() => {
      throw notFound('Question');
    });
    const row = await repo.find(db, questionId, actor.id);
    if (!row || (row.is_hidden && !livePolicy.seesHidden(found.facts))) throw notFound('Question');
    return { ...found, row, eventId: where.event_id };
  }

  /** Publishes the question's two views: attendees' (null while hidden) and the backstage's. */
  function announce(row: QuestionRow) {
    const publicView = row.is_hidden ? null : toQuestion({ ...row, has_upvoted: false }, !row.is_anonymous);
    const staffView = toQuestion({ ...row, has_upvoted: false }, true);
    domainEvents.publish('live.question_changed', {
      sessionId: row.session_id,
      questionId: row.id,
      publicView,
      staffView,
    });
  }

  async function reload(actor: Actor, questionId: number): Promise<QuestionRow> {
    const row = await repo.find(db, questionId, actor.id);
    if (!row) throw notFound('Question');
    return row;
  }

  return {
    /** The session's questions as the actor sees them (hidden ones only for staff and the session's speakers). */
    async list(actor: Actor, sessionId: number, q: QuestionsQuery): Promise<QuestionsResponse> {
      const { facts } = await requireLiveSession(db, sessionId, actor.id, participant);
      const rows = await repo.list(db, sessionId, actor.id, {
        includeHidden: livePolicy.seesHidden(facts),
        sort: q.sort,
      });
      return { questions: rows.map((r) => toQuestion(r, livePolicy.seesAuthor(facts, actor.id, r))) };
    },

    /**
     * Asks a question, then publishes `live.question_created`. NOT_FOUND for outsiders, FORBIDDEN while muted,
     * RATE_LIMITED past LIVE_LIMITS.question.
     */
    async ask(
      actor: Actor,
      sessionId: number,
      body: AskQuestionBody,
      origin: { socketId?: string } = {},
    ): Promise<Question> {
      const { facts } = await requireLiveSession(db, sessionId, actor.id, participant);
      if (!livePolicy.canAsk(facts, new Date())) throw forbidden(LIVE_MESSAGES.muted);
      spendLiveLimit(ctx, 'question', actor.id, LIVE_MESSAGES.questionRateLimited);
      const id = await repo.insert(db, {
        session_id: sessionId,
        author_id: actor.id,
        body: body.body,
        is_anonymous: body.is_anonymous,
      });
      const row = await reload(actor, id);
      const unvoted = { ...row, has_upvoted: false };
      domainEvents.publish('live.question_created', {
        sessionId,
        publicView: toQuestion(unvoted, !row.is_anonymous),
        staffView: toQuestion(unvoted, true),
        originSocketId: origin.socketId,
      });
      return toQuestion(row, true);
    },

    /** Adds (`up`) or takes back the actor's one upvote; idempotent, counts exact under concurrency. */
    async vote(actor: Actor, questionId: number, up: boolean): Promise<Question> {
      const { facts } = await requireQuestion(actor, questionId);
      if (!livePolicy.canVote(facts)) throw notFound('Question');
      spendLiveLimit(ctx, 'vote', actor.id, LIVE_MESSAGES.voteRateLimited);
      const count = await repo.setVote(db, questionId, actor.id, up);
      if (count === undefined) throw notFound('Question');
      const row = await reload(actor, questionId);
      announce(row);
      return toQuestion(row, livePolicy.seesAuthor(facts, actor.id, row));
    },

    /** Marks answered, pins, hides (logged) or shows again. FORBIDDEN unless staff or one of the session's speakers. */
    async update(actor: Actor, questionId: number, patch: UpdateQuestionBody): Promise<Question> {
      const { facts, row, eventId } = await requireQuestion(actor, questionId);
      if (!livePolicy.canManageQuestions(facts)) throw forbidden(LIVE_MESSAGES.cannotManageQuestion);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      await db.transaction(async (tx) => {
        await repo.update(tx, questionId, patch);
        if (patch.is_hidden !== undefined && patch.is_hidden !== row.is_hidden) {
          const action = patch.is_hidden ? 'HIDE_QUESTION' : 'UNHIDE_QUESTION';
          await moderation.log(tx, {
            event_id: eventId,
            actor_id: actor.id,
            action,
            target_user_id: row.author_id,
            target_id: questionId,
            reason: null,
          });
        }
      });
      const updated = await reload(actor, questionId);
      announce(updated);
      return toQuestion(updated, true);
    },

    /** Deletes a question: its author, or the event's staff (logged). FORBIDDEN for others. */
    async remove(actor: Actor, questionId: number): Promise<void> {
      const { facts, row, eventId } = await requireQuestion(actor, questionId);
      const own = row.author_id === actor.id;
      if (!own && !livePolicy.canModerate(facts)) throw forbidden(LIVE_MESSAGES.cannotModerate);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      const deleted = await db.transaction(async (tx) => {
        const changed = await repo.softDelete(tx, questionId, actor.id);
        if (changed && !own) {
          await moderation.log(tx, {
            event_id: eventId,
            actor_id: actor.id,
            action: 'DELETE_QUESTION',
            target_user_id: row.author_id,
            target_id: questionId,
            reason: null,
          });
        }
        return changed;
      });
      if (deleted) domainEvents.publish('live.question_deleted', { sessionId: row.session_id, questionId });
    },
  };
}

export type LiveQuestionsService = ReturnType<typeof createLiveQuestionsService>;
