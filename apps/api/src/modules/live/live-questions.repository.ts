import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { QuestionSort, UpdateQuestionBody } from '@atria/contracts/live';
import type { Db } from '../../db/client';
import { sessionQuestionVotes, sessionQuestions, sessions, users } from '../../db/schema';

export interface QuestionRow {
  id: number;
  session_id: number;
  author_id: number;
  body: string;
  is_anonymous: boolean;
  is_answered: boolean;
  is_pinned: boolean;
  is_hidden: boolean;
  upvote_count: number;
  created_at: Date;
  has_upvoted: boolean;
  author: { id: number; first_name: string; last_name: string; image_url: string | null };
}

const columns = (viewerId: number) => ({
  id: sessionQuestions.id,
  session_id: sessionQuestions.session_id,
  author_id: sessionQuestions.author_id,
  body: sessionQuestions.body,
  is_anonymous: sessionQuestions.is_anonymous,
  is_answered: sessionQuestions.is_answered,
  is_pinned: sessionQuestions.is_pinned,
  is_hidden: sessionQuestions.is_hidden,
  upvote_count: sessionQuestions.upvote_count,
  created_at: sessionQuestions.created_at,
  has_upvoted: sql<boolean>`exists (select 1 from ${sessionQuestionVotes} v where v.question_id = ${sessionQuestions.id} and v.user_id = ${viewerId})`,
  author: { id: users.id, first_name: users.first_name, last_name: users.last_name, image_url: users.image_url },
});

/** Session questions and their upvotes: the only Drizzle caller for them. */
export const liveQuestionsRepository = {
  async insert(
    db: Db,
    v: { session_id: number; author_id: number; body: string; is_anonymous: boolean },
  ): Promise<number> {
    const [row] = await db.insert(sessionQuestions).values(v).returning({ id: sessionQuestions.id });
    if (!row) throw new Error('question insert returned nothing');
    return row.id;
  },

  /** One live question as `viewerId` sees it (deleted ones are gone). */
  async find(db: Db, id: number, viewerId: number): Promise<QuestionRow | undefined> {
    const rows = await db
      .select(columns(viewerId))
      .from(sessionQuestions)
      .innerJoin(users, eq(users.id, sessionQuestions.author_id))
      .where(and(eq(sessionQuestions.id, id), isNull(sessionQuestions.deleted_at)))
      .limit(1);
    return rows[0];
  },

  /** The session's questions, pinned first, then by votes (ties: newest) or newest first. */
  async list(
    db: Db,
    sessionId: number,
    viewerId: number,
    o: { includeHidden: boolean; sort: QuestionSort },
  ): Promise<QuestionRow[]> {
    const order =
      o.sort === 'votes'
        ? [desc(sessionQuestions.upvote_count), desc(sessionQuestions.id)]
        : [desc(sessionQuestions.id)];
    return db
      .select(columns(viewerId))
      .from(sessionQuestions)
      .innerJoin(users, eq(users.id, sessionQuestions.author_id))
      .where(
        and(
          eq(sessionQuestions.session_id, sessionId),
          isNull(sessionQuestions.deleted_at),
          o.includeHidden ? undefined : eq(sessionQuestions.is_hidden, false),
        ),
      )
      .orderBy(desc(sessionQuestions.is_pinned), ...order)
      .limit(500);
  },

  /** The question's session (undefined once deleted). */
  async sessionOf(
    db: Db,
    id: number,
  ): Promise<{ session_id: number; event_id: number; author_id: number } | undefined> {
    const rows = await db
      .select({
        session_id: sessionQuestions.session_id,
        event_id: sessions.event_id,
        author_id: sessionQuestions.author_id,
      })
      .from(sessionQuestions)
      .innerJoin(sessions, eq(sessions.id, sessionQuestions.session_id))
      .where(and(eq(sessionQuestions.id, id), isNull(sessionQuestions.deleted_at)))
      .limit(1);
    return rows[0];
  },

  async update(db: Db, id: number, patch: UpdateQuestionBody): Promise<void> {
    if (Object.keys(patch).length === 0) return;
    await db.update(sessionQuestions).set(patch).where(eq(sessionQuestions.id, id));
  },

  async softDelete(db: Db, id: number, by: number): Promise<boolean> {
    const rows = await db
      .update(sessionQuestions)
      .set({ deleted_at: sql`now()`, deleted_by: by })
      .where(and(eq(sessionQuestions.id, id), isNull(sessionQuestions.deleted_at)))
      .returning({ id: sessionQuestions.id });
    return rows.length > 0;
  },

  /**
   * Adds (or removes) the user's vote and moves the count by exactly the rows changed, in one statement: a
   * concurrent second vote of the same user waits on the unique key and then changes nothing, and concurrent
   * votes of different users each add their own one under the question's row lock. Returns the new count.
   */
  async setVote(db: Db, questionId: number, userId: number, up: boolean): Promise<number | undefined> {
    const change = up
      ? sql`insert into ${sessionQuestionVotes} (question_id, user_id) values (${questionId}, ${userId}) on conflict do nothing returning 1`
      : sql`delete from ${sessionQuestionVotes} where question_id = ${questionId} and user_id = ${userId} returning 1`;
    const sign = up ? 1 : -1;
    const res = (await db.execute(sql`with changed as (${change})
      update ${sessionQuestions} set upvote_count = upvote_count + ${sign} * (select count(*) from changed)::int
      where id = ${questionId} and deleted_at is null returning upvote_count`)) as unknown as {
      rows: { upvote_count: number }[];
    };
    return res.rows[0]?.upvote_count;
  },
};
