import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PollKind, PollStatus } from '@atria/contracts/live';
import type { Db } from '../../db/client';
import { sessionPollOptions, sessionPollVotes, sessionPolls, sessions } from '../../db/schema';

export interface PollRow {
  id: number;
  session_id: number;
  event_id: number;
  question: string;
  kind: PollKind;
  status: PollStatus;
}

const pollColumns = {
  id: sessionPolls.id,
  session_id: sessionPolls.session_id,
  event_id: sessions.event_id,
  question: sessionPolls.question,
  kind: sessionPolls.kind,
  status: sessionPolls.status,
};

/** Polls, their options and votes: the only Drizzle caller for them. */
export const livePollsRepository = {
  /** The poll and its options in one transaction. */
  async insert(
    db: Db,
    v: { session_id: number; created_by: number; question: string; kind: PollKind; options: string[] },
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const [poll] = await tx
        .insert(sessionPolls)
        .values({ session_id: v.session_id, created_by: v.created_by, question: v.question, kind: v.kind })
        .returning({ id: sessionPolls.id });
      if (!poll) throw new Error('poll insert returned nothing');
      await tx
        .insert(sessionPollOptions)
        .values(v.options.map((label, i) => ({ poll_id: poll.id, label, position: i + 1 })));
      return poll.id;
    });
  },

  async find(db: Db, id: number): Promise<PollRow | undefined> {
    const rows = await db
      .select(pollColumns)
      .from(sessionPolls)
      .innerJoin(sessions, eq(sessions.id, sessionPolls.session_id))
      .where(eq(sessionPolls.id, id))
      .limit(1);
    return rows[0];
  },

  async listForSession(db: Db, sessionId: number): Promise<PollRow[]> {
    return db
      .select(pollColumns)
      .from(sessionPolls)
      .innerJoin(sessions, eq(sessions.id, sessionPolls.session_id))
      .where(eq(sessionPolls.session_id, sessionId))
      .orderBy(desc(sessionPolls.id));
  },

  async options(db: Db, pollIds: number[]) {
    if (pollIds.length === 0) return [];
    return db
      .select()
      .from(sessionPollOptions)
      .where(inArray(sessionPollOptions.poll_id, pollIds))
      .orderBy(asc(sessionPollOptions.position));
  },

  /** Moves a poll from `from` to `to`; false when it was not in `from` (already moved, or never there). */
  async transition(db: Db, id: number, from: PollStatus, to: PollStatus): Promise<boolean> {
    const stamp = to === 'OPEN' ? { opened_at: sql`now()` } : to === 'CLOSED' ? { closed_at: sql`now()` } : {};
    const rows = await db
      .update(sessionPolls)
      .set({ status: to, ...stamp })
      .where(and(eq(sessionPolls.id, id), eq(sessionPolls.status, from)))
      .returning({ id: sessionPolls.id });
    return rows.length > 0;
  },

  /**
   * Records or replaces the user's vote, only while the poll is OPEN. The statement takes a share lock on the
   * poll's row: a close running at the same time either waits for the vote (which then counts) or, having
   * committed first, makes the vote find the poll CLOSED (it is refused). So the results at closing are final.
   */
  async vote(db: Db, pollId: number, userId: number, optionIds: number[]): Promise<boolean> {
    const res = (await db.execute(sql`insert into ${sessionPollVotes} (poll_id, user_id, option_ids)
      select p.id, ${userId}, ${sql`${`{${optionIds.join(',')}}`}::int[]`} from ${sessionPolls} p where p.id = ${pollId} and p.status = 'OPEN' for share
      on conflict (poll_id, user_id) do update set option_ids = excluded.option_ids, updated_at = now()
      returning poll_id`)) as unknown as { rows: unknown[] };
    return res.rows.length > 0;
  },

  /** Votes per option and the number of voters, in one statement (it runs for every vote and broadcast). */
  async results(db: Db, pollId: number): Promise<{ perOption: Map<number, number>; voters: number }> {
    const res = (await db.execute(sql`select
        (select count(*)::int from ${sessionPollVotes} v where v.poll_id = ${pollId}) as voters,
        (select coalesce(json_agg(json_build_array(x.o, x.n)), '[]'::json) from (
          select o, count(*)::int as n from ${sessionPollVotes} v, unnest(v.option_ids) o
          where v.poll_id = ${pollId} group by o) x) as per_option`)) as unknown as {
      rows: { voters: number; per_option: [number, number][] }[];
    };
    const row = res.rows[0];
    return { perOption: new Map(row?.per_option ?? []), voters: row?.voters ?? 0 };
  },

  /** The open polls of the session the user voted in (their sockets follow those polls' results). */
  async votedOpen(db: Db, sessionId: number, userId: number): Promise<number[]> {
    const rows = await db
      .select({ id: sessionPolls.id })
      .from(sessionPolls)
      .innerJoin(sessionPollVotes, eq(sessionPollVotes.poll_id, sessionPolls.id))
      .where(
        and(
          eq(sessionPolls.session_id, sessionId),
          eq(sessionPolls.status, 'OPEN'),
          eq(sessionPollVotes.user_id, userId),
        ),
      );
    return rows.map((r) => r.id);
  },

  async myVote(db: Db, pollId: number, userId: number): Promise<number[]> {
    const rows = await db
      .select({ option_ids: sessionPollVotes.option_ids })
      .from(sessionPollVotes)
      .where(and(eq(sessionPollVotes.poll_id, pollId), eq(sessionPollVotes.user_id, userId)))
      .limit(1);
    return rows[0]?.option_ids ?? [];
  },
};
