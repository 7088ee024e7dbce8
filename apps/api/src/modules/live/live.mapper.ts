import type {
  ChatReactionCount,
  LiveAuthor,
  ModerationLogEntry,
  Question,
  SessionChatMessage,
} from '@atria/contracts/live';
import { fullName } from '../users/users.mapper';
import type { ChatMessageRow } from './live-chat.repository';
import type { QuestionRow } from './live-questions.repository';

const iso = (d: Date): string => d.toISOString();
const toAuthor = (u: ChatMessageRow['author']): LiveAuthor => ({
  id: u.id,
  full_name: fullName(u),
  image_url: u.image_url,
});

/** A message as one reader sees it: `reactions` counted with `mine` from their side (none for a new message). */
export function toChatMessage(r: ChatMessageRow, reactions: ChatReactionCount[] = []): SessionChatMessage {
  return {
    id: r.id,
    session_id: r.session_id,
    room: r.room,
    author: toAuthor(r.author),
    body: r.body,
    created_at: iso(r.created_at),
    reactions,
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

type Person = ChatMessageRow['author'];
/** A left-joined person: every column null when there is no one. */
type MaybePerson = { [K in keyof Person]: Person[K] | null } | null;

const toMaybeAuthor = (u: MaybePerson): LiveAuthor | null =>
  u?.id != null && u.first_name != null && u.last_name != null
    ? toAuthor({ id: u.id, first_name: u.first_name, last_name: u.last_name, image_url: u.image_url ?? null })
    : null;

export function toLogEntry(r: {
  id: number;
  event_id: number;
  actor_id: number | null;
  action: ModerationLogEntry['action'];
  target_user_id: number | null;
  target_id: number | null;
  reason: string | null;
  created_at: Date;
  actor: MaybePerson;
  target: MaybePerson;
  target_muted_until: Date | null;
  target_banned: boolean;
}): ModerationLogEntry {
  return {
    id: r.id,
    event_id: r.event_id,
    actor_id: r.actor_id,
    actor: toMaybeAuthor(r.actor),
    action: r.action,
    target_user_id: r.target_user_id,
    target_user: toMaybeAuthor(r.target),
    target_muted_until: r.target_muted_until ? iso(r.target_muted_until) : null,
    target_banned: r.target_banned,
    target_id: r.target_id,
    reason: r.reason,
    created_at: iso(r.created_at),
  };
}
