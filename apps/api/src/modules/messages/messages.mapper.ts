import type { ChatUser, LastMessage, Message, MessageStatus, Thread } from '@atria/contracts';
import { fullName } from '../users/users.mapper';
import type { MessageRow, UserBrief } from './messages.repository';

/** The last-message columns of a thread row; all null when the thread has no message yet. */
interface LastColumns {
  id: number | null;
  content: string | null;
  sender_id: number | null;
  created_at: Date | null;
  status: MessageStatus | null;
}

export interface ThreadListRow {
  id: number;
  event_id: number | null;
  last_message_at: Date | null;
  other: UserBrief;
  last: LastColumns | null;
  unread_count: number;
}

export const iso = (d: Date): string => d.toISOString();

export function toChatUser(u: UserBrief): ChatUser {
  return { id: u.id, full_name: fullName(u), image_url: u.image_url };
}

function toLastMessage(l: LastColumns | null): LastMessage | null {
  if (!l || l.id === null || l.content === null || l.sender_id === null || l.created_at === null || l.status === null)
    return null;
  return { id: l.id, content: l.content, sender_id: l.sender_id, created_at: iso(l.created_at), status: l.status };
}

export function toThread(row: ThreadListRow): Thread {
  return {
    id: row.id,
    event_id: row.event_id,
    other_user: toChatUser(row.other),
    last_message: toLastMessage(row.last),
    last_message_at: row.last_message_at ? iso(row.last_message_at) : null,
    unread_count: row.unread_count,
  };
}

/** A message as `viewerId` sees it (`is_sender` is relative to the viewer). */
export function toMessage(row: MessageRow, viewerId: number): Message {
  return {
    id: row.id,
    thread_id: row.thread_id,
    sender_id: row.sender_id,
    content: row.content,
    encrypted_content: row.encrypted_content,
    created_at: iso(row.created_at),
    status: row.status,
    is_sender: row.sender_id === viewerId,
  };
}

/**
 * The thread as the recipient of its first message sees it, from what the send statement returned: the sender
 * on the other side, that message as the last one and the only unread. The same as the recipient's entry in
 * their thread list at that moment (tested), without a second query.
 */
export function firstMessageThread(row: MessageRow, eventId: number | null, sender: UserBrief): Thread {
  return toThread({
    id: row.thread_id,
    event_id: eventId,
    last_message_at: row.created_at,
    other: sender,
    last: {
      id: row.id,
      content: row.content,
      sender_id: row.sender_id,
      created_at: row.created_at,
      status: row.status,
    },
    unread_count: 1,
  });
}
