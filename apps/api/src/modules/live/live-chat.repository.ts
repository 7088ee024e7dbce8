import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ChatReaction, type ChatReactionCount, type ChatRoom } from '@atria/contracts/live';
import type { Db } from '../../db/client';
import { sessionChatMessages, sessionChatReactions, sessions, users } from '../../db/schema';

export interface ChatMessageRow {
  id: number;
  session_id: number;
  room: ChatRoom;
  body: string;
  created_at: Date;
  author: { id: number; first_name: string; last_name: string; image_url: string | null };
}

const columns = {
  id: sessionChatMessages.id,
  session_id: sessionChatMessages.session_id,
  room: sessionChatMessages.room,
  body: sessionChatMessages.body,
  created_at: sessionChatMessages.created_at,
  author: { id: users.id, first_name: users.first_name, last_name: users.last_name, image_url: users.image_url },
};

/** Session chat messages: the only Drizzle caller for them. */
export const liveChatRepository = {
  async insert(
    db: Db,
    v: { session_id: number; room: ChatRoom; author_id: number; body: string },
  ): Promise<ChatMessageRow> {
    // One round trip: the insert and its author, read together (every message waits for this before it is sent).
    const res = (await db.execute(sql`with inserted as (
        insert into ${sessionChatMessages} (session_id, room, author_id, body)
        values (${v.session_id}, ${v.room}, ${v.author_id}, ${v.body})
        returning id, session_id, room, body, created_at, author_id)
      select i.id, i.session_id, i.room, i.body, i.created_at,
        u.id as author_id, u.first_name, u.last_name, u.image_url
      from inserted i join ${users} u on u.id = i.author_id`)) as unknown as {
      rows: {
        id: number | string;
        session_id: number;
        room: ChatRoom;
        body: string;
        created_at: string | Date;
        author_id: number;
        first_name: string;
        last_name: string;
        image_url: string | null;
      }[];
    };
    const r = res.rows[0];
    if (!r) throw new Error('chat message insert returned nothing');
    return {
      id: Number(r.id),
      session_id: r.session_id,
      room: r.room,
      body: r.body,
      created_at: new Date(r.created_at),
      author: { id: r.author_id, first_name: r.first_name, last_name: r.last_name, image_url: r.image_url },
    };
  },

  async findVisible(db: Db, id: number): Promise<ChatMessageRow | undefined> {
    const rows = await db
      .select(columns)
      .from(sessionChatMessages)
      .innerJoin(users, eq(users.id, sessionChatMessages.author_id))
      .where(and(eq(sessionChatMessages.id, id), isNull(sessionChatMessages.deleted_at)))
      .limit(1);
    return rows[0];
  },

  /** Up to `limit` messages older than `before` (all when undefined), newest first; deleted ones left out. */
  async page(
    db: Db,
    sessionId: number,
    room: ChatRoom,
    before: number | undefined,
    limit: number,
  ): Promise<ChatMessageRow[]> {
    return db
      .select(columns)
      .from(sessionChatMessages)
      .innerJoin(users, eq(users.id, sessionChatMessages.author_id))
      .where(
        and(
          eq(sessionChatMessages.session_id, sessionId),
          eq(sessionChatMessages.room, room),
          isNull(sessionChatMessages.deleted_at),
          before === undefined ? undefined : lt(sessionChatMessages.id, before),
        ),
      )
      .orderBy(desc(sessionChatMessages.id))
      .limit(limit);
  },

  /** A message with its session's event (deleted ones included, so deleting twice is harmless). */
  async findWithEvent(db: Db, id: number) {
    const rows = await db
      .select({
        id: sessionChatMessages.id,
        session_id: sessionChatMessages.session_id,
        room: sessionChatMessages.room,
        author_id: sessionChatMessages.author_id,
        event_id: sessions.event_id,
        deleted_at: sessionChatMessages.deleted_at,
      })
      .from(sessionChatMessages)
      .innerJoin(sessions, eq(sessions.id, sessionChatMessages.session_id))
      .where(eq(sessionChatMessages.id, id))
      .limit(1);
    return rows[0];
  },

  /**
   * Adds (`on`) or removes one person's reaction; idempotent. Returns the message's count for it afterwards
   * (read after the change, so it includes what others committed meanwhile).
   */
  async react(db: Db, messageId: number, userId: number, emoji: ChatReaction, on: boolean): Promise<number> {
    if (on)
      await db
        .insert(sessionChatReactions)
        .values({ message_id: messageId, user_id: userId, emoji })
        .onConflictDoNothing();
    else
      await db
        .delete(sessionChatReactions)
        .where(
          and(
            eq(sessionChatReactions.message_id, messageId),
            eq(sessionChatReactions.emoji, emoji),
            eq(sessionChatReactions.user_id, userId),
          ),
        );
    const rows = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessionChatReactions)
      .where(and(eq(sessionChatReactions.message_id, messageId), eq(sessionChatReactions.emoji, emoji)));
    return rows[0]?.count ?? 0;
  },

  /** The reactions of the given messages, counted, with whether `viewerId` is among each; in ChatReaction's order. */
  async reactionsOf(db: Db, messageIds: number[], viewerId: number): Promise<Map<number, ChatReactionCount[]>> {
    const out = new Map<number, ChatReactionCount[]>();
    if (messageIds.length === 0) return out;
    const rows = await db
      .select({
        message_id: sessionChatReactions.message_id,
        emoji: sessionChatReactions.emoji,
        count: sql<number>`count(*)::int`,
        mine: sql<boolean>`bool_or(${sessionChatReactions.user_id} = ${viewerId})`,
      })
      .from(sessionChatReactions)
      .where(inArray(sessionChatReactions.message_id, messageIds))
      .groupBy(sessionChatReactions.message_id, sessionChatReactions.emoji);
    const order = ChatReaction.options;
    for (const r of rows) {
      const emoji = ChatReaction.safeParse(r.emoji);
      if (!emoji.success) continue;
      const list = out.get(r.message_id) ?? [];
      list.push({ emoji: emoji.data, count: r.count, mine: r.mine });
      out.set(r.message_id, list);
    }
    for (const list of out.values()) list.sort((a, b) => order.indexOf(a.emoji) - order.indexOf(b.emoji));
    return out;
  },

  /** Marks the message deleted; false when it was already. */
  async softDelete(db: Db, id: number, by: number): Promise<boolean> {
    const rows = await db
      .update(sessionChatMessages)
      .set({ deleted_at: sql`now()`, deleted_by: by })
      .where(and(eq(sessionChatMessages.id, id), isNull(sessionChatMessages.deleted_at)))
      .returning({ id: sessionChatMessages.id });
    return rows.length > 0;
  },
};
