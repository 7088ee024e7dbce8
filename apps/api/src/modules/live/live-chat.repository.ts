import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { ChatRoom } from '@atria/contracts/live';
import type { Db } from '../../db/client';
import { sessionChatMessages, sessions, users } from '../../db/schema';

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
    const [inserted] = await db.insert(sessionChatMessages).values(v).returning({ id: sessionChatMessages.id });
    if (!inserted) throw new Error('chat message insert returned nothing');
    const row = await liveChatRepository.findVisible(db, inserted.id);
    if (!row) throw new Error('chat message vanished after its insert');
    return row;
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
