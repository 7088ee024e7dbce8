import { z } from 'zod';
import { Timestamp, isStorableText } from './common';
import { CHAT_REACTIONS } from './enum-values';
import { SessionStatus } from './enums';
import { IntId, MessageContent } from './messages';
import { hasDirectionControl, isBlankText } from './text';

/** The texts of the live session's rules (docs/live.md). */
export const LIVE_MESSAGES = {
  questionRequired: 'Question is required',
  questionBlank: 'Question cannot be empty',
  questionTooLong: 'Question cannot exceed 1000 characters',
  questionInvalid: 'Question contains characters that cannot be stored',
  questionBidi: 'Question cannot contain text direction controls',
  chatRateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  questionRateLimited: 'You are asking questions too quickly. Please wait a moment and try again.',
  voteRateLimited: 'You are voting too quickly. Please wait a moment and try again.',
  typingRateLimited: 'Too many typing notices, slow down',
  muted: 'You are muted in this event',
  backstageOnly: 'Only the session’s speakers and the event’s staff can use the backstage chat',
  cannotModerate: 'Only the event’s moderators and organizers can do this',
  cannotModerateStaff: 'The event’s staff cannot be muted or banned',
  cannotManageQuestion: 'Only the event’s moderators and the session’s speakers can do this',
  cannotManagePolls: 'Only the event’s moderators and organizers can manage polls',
  pollNotOpen: 'This poll is not open',
  pollOneChoice: 'Choose exactly one option',
  pollUnknownOption: 'This option is not part of the poll',
  watchersStaffOnly: 'Only the event’s staff can see who is watching',
  moderationRateLimited: 'You are moderating too quickly. Please wait a moment and try again.',
  reactionRateLimited: 'You are reacting too quickly. Please wait a moment and try again.',
} as const;

export const QUESTION_MAX = 1000;

export const ChatRoom = z.enum(['PUBLIC', 'BACKSTAGE']);
export type ChatRoom = z.infer<typeof ChatRoom>;

export const LiveAuthor = z.object({ id: z.number().int(), full_name: z.string(), image_url: z.string().nullable() });
export type LiveAuthor = z.infer<typeof LiveAuthor>;

/**
 * The fixed set of reactions on a chat message, by name (clients draw them: 👍 ❤️ 😂 🎉 😮 👏). Each person
 * reacts at most once with each.
 */
export const ChatReaction = z.enum(CHAT_REACTIONS);
export type ChatReaction = z.infer<typeof ChatReaction>;

/** How many people reacted with one reaction, and whether the viewer is one of them. */
export const ChatReactionCount = z.object({ emoji: ChatReaction, count: z.number().int(), mine: z.boolean() });
export type ChatReactionCount = z.infer<typeof ChatReactionCount>;

export const SessionChatMessage = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  room: ChatRoom,
  author: LiveAuthor,
  /** Exactly as sent; rendered as text, never as HTML. */
  body: z.string(),
  created_at: Timestamp,
  /** The reactions it has (only those with a count), in ChatReaction's order; `mine` from the reader's side. */
  reactions: z.array(ChatReactionCount),
});
export type SessionChatMessage = z.infer<typeof SessionChatMessage>;

/** Same rules as a direct message's content (docs/product.md#message-rules). */
export const SendSessionChatBody = z.object({ room: ChatRoom.default('PUBLIC'), body: MessageContent });
export type SendSessionChatBody = z.infer<typeof SendSessionChatBody>;

/** Newest first; `before` is the smallest id of the previous page (the cursor). */
export const SessionChatQuery = z.object({
  room: ChatRoom.default('PUBLIC'),
  before: IntId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type SessionChatQuery = z.infer<typeof SessionChatQuery>;

export const SessionChatPage = z.object({
  messages: z.array(SessionChatMessage),
  /** Pass as `before` for the next (older) page; null at the start of the history. */
  next_before: z.number().int().nullable(),
});
export type SessionChatPage = z.infer<typeof SessionChatPage>;

export const QuestionBody = z
  .string({ error: LIVE_MESSAGES.questionRequired })
  .max(QUESTION_MAX, LIVE_MESSAGES.questionTooLong)
  .refine((v) => !isBlankText(v), LIVE_MESSAGES.questionBlank)
  .refine((v) => !hasDirectionControl(v), LIVE_MESSAGES.questionBidi)
  .refine((v) => isStorableText(v), LIVE_MESSAGES.questionInvalid);

export const AskQuestionBody = z.object({ body: QuestionBody, is_anonymous: z.boolean().default(false) });
export type AskQuestionBody = z.infer<typeof AskQuestionBody>;

export const Question = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  body: z.string(),
  is_anonymous: z.boolean(),
  /** Null when the question is anonymous and the viewer is neither its author nor staff. */
  author: LiveAuthor.nullable(),
  is_answered: z.boolean(),
  is_pinned: z.boolean(),
  /** Only staff ever see hidden questions. */
  is_hidden: z.boolean(),
  upvote_count: z.number().int(),
  /** Whether the viewer upvoted it. */
  has_upvoted: z.boolean(),
  created_at: Timestamp,
});
export type Question = z.infer<typeof Question>;

export const QuestionSort = z.enum(['votes', 'time']);
export type QuestionSort = z.infer<typeof QuestionSort>;

export const QuestionsQuery = z.object({ sort: QuestionSort.default('votes') });
export type QuestionsQuery = z.infer<typeof QuestionsQuery>;

export const QuestionsResponse = z.object({ questions: z.array(Question) });
export type QuestionsResponse = z.infer<typeof QuestionsResponse>;

/** What staff change on a question; omitted fields stay as they are. */
export const UpdateQuestionBody = z.object({
  is_answered: z.boolean().optional(),
  is_pinned: z.boolean().optional(),
  is_hidden: z.boolean().optional(),
});
export type UpdateQuestionBody = z.infer<typeof UpdateQuestionBody>;

export const ModerationReason = z.string().trim().max(500).optional();

/** Mute for 1 minute to 30 days. */
export const MuteBody = z.object({
  user_id: IntId,
  minutes: z.number().int().min(1).max(43_200),
  reason: ModerationReason,
});
export type MuteBody = z.infer<typeof MuteBody>;

export const BanBody = z.object({ user_id: IntId, reason: ModerationReason });
export type BanBody = z.infer<typeof BanBody>;

export const ModerationActionName = z.enum([
  'DELETE_MESSAGE',
  'DELETE_QUESTION',
  'HIDE_QUESTION',
  'UNHIDE_QUESTION',
  'MUTE',
  'UNMUTE',
  'BAN',
  'UNBAN',
]);
export type ModerationActionName = z.infer<typeof ModerationActionName>;

export const ModerationLogEntry = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  actor_id: z.number().int().nullable(),
  /** The staff member who acted; null once their account is gone. */
  actor: LiveAuthor.nullable(),
  action: ModerationActionName,
  target_user_id: z.number().int().nullable(),
  /** The person acted on (the author of a deleted message or question, the muted or banned). */
  target_user: LiveAuthor.nullable(),
  /** Where the target stands now, so the log can offer to lift what still applies. */
  target_muted_until: Timestamp.nullable(),
  target_banned: z.boolean(),
  target_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: Timestamp,
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntry>;

// ---- socket payloads (docs/live.md#realtime) ----

export const JoinLiveSessionPayload = z.object({ session_id: IntId });
export type JoinLiveSessionPayload = z.input<typeof JoinLiveSessionPayload>;

/**
 * Answers `join_live_session`: `backstage` tells whether the socket also joined the backstage room;
 * `muted_until` is the end of the viewer's running mute in the event (null when not muted).
 */
export const LiveSessionJoined = z.object({
  session_id: z.number().int(),
  backstage: z.boolean(),
  muted_until: Timestamp.nullable(),
});
export type LiveSessionJoined = z.infer<typeof LiveSessionJoined>;

export const LiveSessionLeft = z.object({ session_id: z.number().int() });
export type LiveSessionLeft = z.infer<typeof LiveSessionLeft>;

export const SendSessionChatPayload = SendSessionChatBody.extend({ session_id: IntId });
export type SendSessionChatPayload = z.input<typeof SendSessionChatPayload>;

/**
 * Several messages of one busy room in one packet (`session_chat_messages`): when a room's messages arrive faster
 * than one per batching interval, the server sends what piled up within it together, oldest first. May contain
 * the receiving socket's own message (it already has it from the acknowledgement): clients skip ids they have.
 */
export const SessionChatMessages = z.object({
  session_id: z.number().int(),
  room: ChatRoom,
  messages: z.array(SessionChatMessage),
});
export type SessionChatMessages = z.infer<typeof SessionChatMessages>;

/** React to a chat message (`on: false` takes the reaction back); repeating changes nothing. */
export const ReactChatMessagePayload = z.object({
  message_id: IntId,
  emoji: ChatReaction,
  on: z.boolean().default(true),
});
export type ReactChatMessagePayload = z.input<typeof ReactChatMessagePayload>;

export const SessionChatMessageDeleted = z.object({
  session_id: z.number().int(),
  room: ChatRoom,
  message_id: z.number().int(),
});
export type SessionChatMessageDeleted = z.infer<typeof SessionChatMessageDeleted>;

export const ChatReactionParams = z.object({ id: IntId, emoji: ChatReaction });

/**
 * A message's count for one reaction changed: `user_id` reacted (`reacted: true`) or took the reaction back.
 * Clients set the count, and `mine` when `user_id` is theirs.
 */
export const ChatReactionUpdated = z.object({
  session_id: z.number().int(),
  room: ChatRoom,
  message_id: z.number().int(),
  emoji: ChatReaction,
  count: z.number().int(),
  user_id: z.number().int(),
  reacted: z.boolean(),
});
export type ChatReactionUpdated = z.infer<typeof ChatReactionUpdated>;

/** A question deleted, or hidden (for those who do not see hidden questions). */
export const QuestionRemoved = z.object({ session_id: z.number().int(), question_id: z.number().int() });
export type QuestionRemoved = z.infer<typeof QuestionRemoved>;

/** The user lost access to an event's live sessions (banned or removed): its live rooms were left. */
export const LiveAccessRevoked = z.object({ session_ids: z.array(z.number().int()) });
export type LiveAccessRevoked = z.infer<typeof LiveAccessRevoked>;

// ---- polls ----

export const POLL_MESSAGES = {
  optionsCount: 'A poll needs 2 to 10 options',
  optionRequired: 'Option is required',
  questionRequired: 'Poll question is required',
} as const;

export const PollKind = z.enum(['SINGLE', 'MULTIPLE']);
export type PollKind = z.infer<typeof PollKind>;
export const PollStatus = z.enum(['DRAFT', 'OPEN', 'CLOSED']);
export type PollStatus = z.infer<typeof PollStatus>;

const pollText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `${required.replace(' is required', '')} cannot exceed ${max} characters`)
    .refine((v) => !isBlankText(v), required)
    .refine((v) => !hasDirectionControl(v), LIVE_MESSAGES.questionBidi)
    .refine((v) => isStorableText(v), LIVE_MESSAGES.questionInvalid);

export const CreatePollBody = z.object({
  question: pollText(POLL_MESSAGES.questionRequired, 300),
  kind: PollKind.default('SINGLE'),
  options: z
    .array(pollText(POLL_MESSAGES.optionRequired, 200))
    .min(2, POLL_MESSAGES.optionsCount)
    .max(10, POLL_MESSAGES.optionsCount),
});
export type CreatePollBody = z.infer<typeof CreatePollBody>;

export const VotePollBody = z.object({ option_ids: z.array(IntId).min(1).max(10) });
export type VotePollBody = z.infer<typeof VotePollBody>;

export const PollOption = z.object({
  id: z.number().int(),
  label: z.string(),
  /** Null while the viewer may not see results. */
  votes: z.number().int().nullable(),
});
export type PollOption = z.infer<typeof PollOption>;

export const Poll = z.object({
  id: z.number().int(),
  session_id: z.number().int(),
  question: z.string(),
  kind: PollKind,
  status: PollStatus,
  options: z.array(PollOption),
  /** People who voted; null while the viewer may not see results. */
  total_voters: z.number().int().nullable(),
  /** The viewer's current choice (empty before voting). */
  my_option_ids: z.array(z.number().int()),
});
export type Poll = z.infer<typeof Poll>;

/** A watched session's status changed (an organizer set it LIVE, COMPLETED...). */
export const SessionStatusChanged = z.object({
  session_id: z.number().int(),
  event_id: z.number().int(),
  status: SessionStatus,
});
export type SessionStatusChanged = z.infer<typeof SessionStatusChanged>;

/** How many people watch the session now (distinct users, across instances). */
export const PresenceUpdated = z.object({ session_id: z.number().int(), watching: z.number().int() });
export type PresenceUpdated = z.infer<typeof PresenceUpdated>;

/** "I am typing" in a session room the socket watches (join_live_session first). */
export const SessionTypingPayload = z.object({ session_id: IntId, room: ChatRoom.default('PUBLIC') });
export type SessionTypingPayload = z.input<typeof SessionTypingPayload>;

export const SessionTypingSent = z.object({ session_id: z.number().int() });
export type SessionTypingSent = z.infer<typeof SessionTypingSent>;

/** Someone else is typing in the room; clients show it for a few seconds unless repeated. */
export const UserTyping = z.object({ session_id: z.number().int(), room: ChatRoom, user_id: z.number().int() });
export type UserTyping = z.infer<typeof UserTyping>;

// ---- HTTP answers and queries (packages/contracts/src/api/live.routes.ts) ----

export const PollsResponse = z.object({ polls: z.array(Poll) });
export type PollsResponse = z.infer<typeof PollsResponse>;

/** Answers a mute: who, in which event, until when. */
export const MuteResult = z.object({ event_id: z.number().int(), user_id: z.number().int(), until: Timestamp });
export type MuteResult = z.infer<typeof MuteResult>;

/** Newest first; `before` is the smallest id of the previous page. */
export const ModerationLogQuery = z.object({
  before: IntId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ModerationLogQuery = z.infer<typeof ModerationLogQuery>;

export const ModerationLogPage = z.object({
  entries: z.array(ModerationLogEntry),
  /** Pass as `before` for the next (older) page; null at the start of the log. */
  next_before: z.number().int().nullable(),
});
export type ModerationLogPage = z.infer<typeof ModerationLogPage>;

/** A watcher as the staff see them: with the end of their running mute (null when not muted). */
export const Watcher = LiveAuthor.extend({ muted_until: Timestamp.nullable() });
export type Watcher = z.infer<typeof Watcher>;

/** Who watches a session now (distinct users across instances), for the event's staff. */
export const WatchersResponse = z.object({
  session_id: z.number().int(),
  watching: z.number().int(),
  watchers: z.array(Watcher),
});
export type WatchersResponse = z.infer<typeof WatchersResponse>;

// ---- socket requests of Q&A, polls and the event room ----

export const AskQuestionPayload = AskQuestionBody.extend({ session_id: IntId });
export type AskQuestionPayload = z.input<typeof AskQuestionPayload>;

/** `up: false` takes the caller's upvote back. */
export const UpvoteQuestionPayload = z.object({ question_id: IntId, up: z.boolean().default(true) });
export type UpvoteQuestionPayload = z.input<typeof UpvoteQuestionPayload>;

/** Staff and the session's speakers: mark answered, pin, hide (omitted fields stay as they are). */
export const ModerateQuestionPayload = UpdateQuestionBody.extend({ question_id: IntId });
export type ModerateQuestionPayload = z.input<typeof ModerateQuestionPayload>;

export const VotePollPayload = VotePollBody.extend({ poll_id: IntId });
export type VotePollPayload = z.input<typeof VotePollPayload>;

/** Follow an event's live changes (its sessions going LIVE, COMPLETED...), for the agenda and event home. */
export const WatchEventPayload = z.object({ event_id: IntId });
export type WatchEventPayload = z.input<typeof WatchEventPayload>;

export const EventWatched = z.object({ event_id: z.number().int() });
export type EventWatched = z.infer<typeof EventWatched>;

// ---- server broadcasts of polls and moderation ----

/** A poll's current results: votes per option and the number of voters. */
export const PollResults = z.object({
  poll_id: z.number().int(),
  session_id: z.number().int(),
  options: z.array(z.object({ id: z.number().int(), votes: z.number().int() })),
  total_voters: z.number().int(),
});
export type PollResults = z.infer<typeof PollResults>;

/** The caller was muted in an event's chats and Q&A until `until`. */
export const UserMuted = z.object({ event_id: z.number().int(), user_id: z.number().int(), until: Timestamp });
export type UserMuted = z.infer<typeof UserMuted>;

export const UserUnmuted = z.object({ event_id: z.number().int(), user_id: z.number().int() });
export type UserUnmuted = z.infer<typeof UserUnmuted>;
