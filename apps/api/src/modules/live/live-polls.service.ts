import {
  LIVE_MESSAGES,
  type CreatePollBody,
  type Poll,
  type PollResults,
  type VotePollBody,
} from '@atria/contracts/live';
import type { Actor, AppContext } from '../../context';
import { AppError, forbidden, notFound, validation } from '../../errors';
import { requireLiveSession } from './live.access';
import { livePolicy, type LiveFacts } from './live.policy';
import { livePollsRepository as repo, type PollRow } from './live-polls.repository';
import { spendLiveLimit } from './live-limits';

const participant = (f: LiveFacts) => livePolicy.canReadRoom(f, 'PUBLIC');

export function createLivePollsService(ctx: AppContext) {
  const { db, domainEvents } = ctx;

  /** The poll as everyone may see it: results only once it is closed, nobody's choice. */
  async function publicView(poll: PollRow): Promise<Poll> {
    const options = await repo.options(db, [poll.id]);
    const results = poll.status === 'CLOSED' ? await repo.results(db, poll.id) : undefined;
    return {
      id: poll.id,
      session_id: poll.session_id,
      question: poll.question,
      kind: poll.kind,
      status: poll.status,
      options: options.map((o) => ({
        id: o.id,
        label: o.label,
        votes: results ? (results.perOption.get(o.id) ?? 0) : null,
      })),
      total_voters: results ? results.voters : null,
      my_option_ids: [],
    };
  }

  /** The poll as `actorId` sees it: results only when livePolicy.seesPollResults allows. */
  async function view(poll: PollRow, facts: LiveFacts, actorId: number): Promise<Poll> {
    const [options, mine] = await Promise.all([repo.options(db, [poll.id]), repo.myVote(db, poll.id, actorId)]);
    const shown = livePolicy.seesPollResults(facts, poll.status, mine.length > 0);
    const results = shown ? await repo.results(db, poll.id) : undefined;
    return {
      id: poll.id,
      session_id: poll.session_id,
      question: poll.question,
      kind: poll.kind,
      status: poll.status,
      options: options.map((o) => ({
        id: o.id,
        label: o.label,
        votes: results ? (results.perOption.get(o.id) ?? 0) : null,
      })),
      total_voters: results ? results.voters : null,
      my_option_ids: mine,
    };
  }

  /** The poll and the actor's facts; NOT_FOUND for outsiders and for drafts the actor may not see. */
  async function requirePoll(actor: Actor, pollId: number) {
    const poll = await repo.find(db, pollId);
    if (!poll) throw notFound('Poll');
    const { facts } = await requireLiveSession(db, poll.session_id, actor.id, participant).catch(() => {
      throw notFound('Poll');
    });
    if (!livePolicy.seesPoll(facts, poll.status)) throw notFound('Poll');
    return { poll, facts };
  }

  async function move(actor: Actor, pollId: number, from: 'DRAFT' | 'OPEN', to: 'OPEN' | 'CLOSED'): Promise<Poll> {
    const { facts } = await requirePoll(actor, pollId);
    if (!livePolicy.canManagePolls(facts)) throw forbidden(LIVE_MESSAGES.cannotManagePolls);
    spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
    if (!(await repo.transition(db, pollId, from, to)))
      throw new AppError('CONFLICT', `Only a ${from.toLowerCase()} poll can be ${to === 'OPEN' ? 'opened' : 'closed'}`);
    const poll = await repo.find(db, pollId);
    if (!poll) throw notFound('Poll');
    domainEvents.publish(to === 'OPEN' ? 'live.poll_opened' : 'live.poll_closed', { poll: await publicView(poll) });
    return view(poll, facts, actor.id);
  }

  return {
    /** Creates a draft poll. FORBIDDEN unless staff; NOT_FOUND for outsiders. */
    async create(actor: Actor, sessionId: number, body: CreatePollBody): Promise<Poll> {
      const { facts } = await requireLiveSession(db, sessionId, actor.id, participant);
      if (!livePolicy.canManagePolls(facts)) throw forbidden(LIVE_MESSAGES.cannotManagePolls);
      spendLiveLimit(ctx, 'moderation', actor.id, LIVE_MESSAGES.chatRateLimited);
      const id = await repo.insert(db, {
        session_id: sessionId,
        created_by: actor.id,
        question: body.question,
        kind: body.kind,
        options: body.options,
      });
      const poll = await repo.find(db, id);
      if (!poll) throw notFound('Poll');
      return view(poll, facts, actor.id);
    },

    /** The session's polls the actor may see, newest first. */
    async list(actor: Actor, sessionId: number): Promise<{ polls: Poll[] }> {
      const { facts } = await requireLiveSession(db, sessionId, actor.id, participant);
      const polls = (await repo.listForSession(db, sessionId)).filter((p) => livePolicy.seesPoll(facts, p.status));
      return { polls: await Promise.all(polls.map((p) => view(p, facts, actor.id))) };
    },

    /** A poll's current results, for the live broadcast to those allowed to see them (no permission check). */
    async results(pollId: number): Promise<PollResults | undefined> {
      const poll = await repo.find(db, pollId);
      if (!poll) return undefined;
      const [options, results] = await Promise.all([repo.options(db, [pollId]), repo.results(db, pollId)]);
      return {
        poll_id: poll.id,
        session_id: poll.session_id,
        options: options.map((o) => ({ id: o.id, votes: results.perOption.get(o.id) ?? 0 })),
        total_voters: results.voters,
      };
    },

    /** The open polls of a session the user voted in (no permission check: the caller checked the session). */
    votedOpen: (userId: number, sessionId: number): Promise<number[]> => repo.votedOpen(db, sessionId, userId),

    open: (actor: Actor, pollId: number) => move(actor, pollId, 'DRAFT', 'OPEN'),
    close: (actor: Actor, pollId: number) => move(actor, pollId, 'OPEN', 'CLOSED'),

    /**
     * Votes, or changes the vote, while the poll is open: one option for a single-choice poll, one or more for a
     * multiple-choice one. VALIDATION for unknown or too many options, CONFLICT once the poll is not open
     * (including a close that commits first), RATE_LIMITED past LIVE_LIMITS.vote.
     */
    async vote(actor: Actor, pollId: number, body: VotePollBody): Promise<Poll> {
      const { poll, facts } = await requirePoll(actor, pollId);
      if (!livePolicy.canVote(facts)) throw notFound('Poll');
      const chosen = [...new Set(body.option_ids)];
      if (poll.kind === 'SINGLE' && chosen.length !== 1)
        throw validation(LIVE_MESSAGES.pollOneChoice, { option_ids: [LIVE_MESSAGES.pollOneChoice] });
      const options = await repo.options(db, [pollId]);
      const known = new Set(options.map((o) => o.id));
      if (chosen.some((id) => !known.has(id)))
        throw validation(LIVE_MESSAGES.pollUnknownOption, { option_ids: [LIVE_MESSAGES.pollUnknownOption] });
      spendLiveLimit(ctx, 'vote', actor.id, LIVE_MESSAGES.voteRateLimited);
      if (!(await repo.vote(db, pollId, actor.id, chosen))) throw new AppError('CONFLICT', LIVE_MESSAGES.pollNotOpen);
      domainEvents.publish('live.poll_voted', { sessionId: poll.session_id, pollId, userId: actor.id });
      // The vote went in while the poll was open: the answer is the poll as the voter now sees it, built from
      // what was read already (a thousand voters in a few seconds make every statement count).
      const results = livePolicy.seesPollResults(facts, 'OPEN', true) ? await repo.results(db, pollId) : undefined;
      return {
        id: poll.id,
        session_id: poll.session_id,
        question: poll.question,
        kind: poll.kind,
        status: 'OPEN',
        options: options.map((o) => ({
          id: o.id,
          label: o.label,
          votes: results ? (results.perOption.get(o.id) ?? 0) : null,
        })),
        total_voters: results ? results.voters : null,
        my_option_ids: chosen,
      };
    },
  };
}

export type LivePollsService = ReturnType<typeof createLivePollsService>;
