import type { LiveAuthor, ModerationLogEntry, Question, SessionChatMessage } from '@atria/contracts/live';
import { fullName } from '../users/users.mapper';
import type { ChatMessageRow } from './live-chat.repository';
import type { QuestionRow } from './live-questions.repository';

const iso = (d: Date): string => d.toISOString();
const toAuthor = (u: ChatMessageRow['author']): LiveAuthor => ({
  id: u.id,
  full_name: fullName(u),
  image_url: u.image_url,
});

export function toChatMessage(r: ChatMessageRow): SessionChatMessage {
  return {
    id: r.id,
    session_id: r.session_id,
    room: r.room,
    author: toAuthor(r.author),
    body: r.body,
    created_at: iso(r.created_at),
  };
}

/** A question as one viewer sees it: `showAuthor` false hides an anonymous author (see livePolicy.seesAuthor). */
export function toQuestion(r: QuestionRow, showAuthor: boolean): Question {
  return {
    id: r.id,
    session_id: r.session_id,
    body: r.body,
    is_anonymous: r.is_anonymous,
    author: showAuthor ? toAuthor(r.author) : null,
    is_answered: r.is_answered,
    is_pinned: r.is_pinned,
    is_hidden: r.is_hidden,
    upvote_count: r.upvote_count,
    has_upvoted: r.has_upvoted,
    created_at: iso(r.created_at),
  };
}

export function toLogEntry(r: {
  id: number;
  event_id: number;
  actor_id: number | null;
  action: ModerationLogEntry['action'];
  target_user_id: number | null;
  target_id: number | null;
  reason: string | null;
  created_at: Date;
}): ModerationLogEntry {
  return { ...r, created_at: iso(r.created_at) };
}
