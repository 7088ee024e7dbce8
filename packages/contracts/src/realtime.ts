import { z } from 'zod';
import { ErrorCode, PaginationQuery } from './common';
import {
  CreateThreadBody,
  IntId,
  type MarkReadResponse,
  type Message,
  type MessagesPage,
  SendMessageBody,
  type Thread,
  type ThreadsResponse,
} from './messages';
import type {
  AskQuestionPayload,
  EventWatched,
  ModerateQuestionPayload,
  Poll,
  PollResults,
  UpvoteQuestionPayload,
  UserMuted,
  UserUnmuted,
  VotePollPayload,
  WatchEventPayload,
  JoinLiveSessionPayload,
  LiveAccessRevoked,
  LiveSessionJoined,
  LiveSessionLeft,
  Question,
  QuestionRemoved,
  SendSessionChatPayload,
  SessionChatMessage,
  SessionChatMessageDeleted,
  SessionChatMessages,
  ReactChatMessagePayload,
  ChatReactionUpdated,
  SessionStatusChanged,
  PresenceUpdated,
  SessionTypingPayload,
  SessionTypingSent,
  UserTyping,
} from './live';
import type { Notification } from './notifications';
import type { ConnectionRequestNotice, ConnectionUpdated } from './network';

// ---- client → server payloads (validated by the server) ----

export const GetThreadsPayload = PaginationQuery.extend({ event_id: IntId.optional() });
export type GetThreadsPayload = z.input<typeof GetThreadsPayload>;

export const GetMessagesPayload = PaginationQuery.extend({ thread_id: IntId });
export type GetMessagesPayload = z.input<typeof GetMessagesPayload>;

export const SendMessagePayload = SendMessageBody.extend({ thread_id: IntId });
export type SendMessagePayload = z.input<typeof SendMessagePayload>;

export const MarkReadPayload = z.object({ thread_id: IntId });
export type MarkReadPayload = z.input<typeof MarkReadPayload>;

export const CreateThreadPayload = CreateThreadBody;
export type CreateThreadPayload = z.input<typeof CreateThreadPayload>;

export const JoinUserRoomPayload = z.object({ user_id: IntId });
export type JoinUserRoomPayload = z.input<typeof JoinUserRoomPayload>;

// ---- server → client payloads ----

export const ConnectionSuccess = z.object({ user_id: z.number().int() });
export type ConnectionSuccess = z.infer<typeof ConnectionSuccess>;

/** `auth_required` (no token: sign in) and `auth_error` (bad, expired or revoked token: refresh, reconnect). */
export const AuthNotice = z.object({ message: z.string() });
export type AuthNotice = z.infer<typeof AuthNotice>;

export const MessagesRead = z.object({ thread_id: z.number().int(), reader_id: z.number().int() });
export type MessagesRead = z.infer<typeof MessagesRead>;

export const UserRoomJoined = z.object({ user_id: z.number().int() });
export type UserRoomJoined = z.infer<typeof UserRoomJoined>;

/** The failure of a request event: the HTTP error body plus the event it answers. */
export const SocketError = z.object({
  event: z.string(),
  status: z.number().int(),
  code: ErrorCode,
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Seconds to wait before retrying, on RATE_LIMITED. */
  retry_after: z.number().int().optional(),
});
export type SocketError = z.infer<typeof SocketError>;

/**
 * The texts of the socket's request limits (docs/security/sockets.md). A refused request is answered like any
 * failed one (`request_error` and the acknowledgement) with status 429, code RATE_LIMITED and `retry_after`.
 */
export const SOCKET_LIMIT_MESSAGES = {
  /** Too many of this connection's requests are still being answered. */
  tooManyInFlight: 'Too many requests in progress on this connection, wait for their answers',
  /** The user's request budget (shared by all their connections) is spent for now. */
  tooManyRequests: 'Too many requests, slow down',
  /** Sent with `connection_throttled`, just before the server closes the connection. */
  throttled: 'Too many refused requests: connection closed',
} as const;

/**
 * Sent just before the server closes a connection that kept sending requests after they were refused. The
 * client should not reconnect before `retry_after` seconds.
 */
export const ConnectionThrottled = z.object({
  status: z.literal(429),
  code: z.literal('RATE_LIMITED'),
  message: z.string(),
  retry_after: z.number().int(),
});
export type ConnectionThrottled = z.infer<typeof ConnectionThrottled>;

/** What an acknowledgement callback receives. */
export type SocketAck<T> = { ok: true; data: T } | { ok: false; error: SocketError };
export type AckCallback<T> = (response: SocketAck<T>) => void;

export interface ClientToServerEvents {
  get_direct_message_threads: (payload: GetThreadsPayload, ack?: AckCallback<ThreadsResponse>) => void;
  get_direct_messages: (payload: GetMessagesPayload, ack?: AckCallback<MessagesPage>) => void;
  send_direct_message: (payload: SendMessagePayload, ack?: AckCallback<Message>) => void;
  mark_messages_read: (payload: MarkReadPayload, ack?: AckCallback<MarkReadResponse>) => void;
  create_direct_message_thread: (payload: CreateThreadPayload, ack?: AckCallback<Thread>) => void;
  join_user_room: (payload: JoinUserRoomPayload, ack?: AckCallback<UserRoomJoined>) => void;
  /** Live session (docs/live.md#realtime): join its public room, and its backstage room when allowed. */
  join_live_session: (payload: JoinLiveSessionPayload, ack?: AckCallback<LiveSessionJoined>) => void;
  leave_live_session: (payload: JoinLiveSessionPayload, ack?: AckCallback<LiveSessionLeft>) => void;
  send_session_chat_message: (payload: SendSessionChatPayload, ack?: AckCallback<SessionChatMessage>) => void;
  session_typing: (payload: SessionTypingPayload, ack?: AckCallback<SessionTypingSent>) => void;
  /** React to a chat message, or take the reaction back: the same rules and limits as the HTTP routes. */
  react_to_chat_message: (payload: ReactChatMessagePayload, ack?: AckCallback<ChatReactionUpdated>) => void;
  /** Q&A and polls over the socket: the same services, rules and limits as their HTTP routes. */
  ask_question: (payload: AskQuestionPayload, ack?: AckCallback<Question>) => void;
  upvote_question: (payload: UpvoteQuestionPayload, ack?: AckCallback<Question>) => void;
  moderate_question: (payload: ModerateQuestionPayload, ack?: AckCallback<Question>) => void;
  vote_poll: (payload: VotePollPayload, ack?: AckCallback<Poll>) => void;
  /** Follow an event's live changes (agenda, event home): join its `event:` room after a permission check. */
  watch_event: (payload: WatchEventPayload, ack?: AckCallback<EventWatched>) => void;
  unwatch_event: (payload: WatchEventPayload, ack?: AckCallback<EventWatched>) => void;
}

export interface ServerToClientEvents {
  connection_success: (payload: ConnectionSuccess) => void;
  auth_required: (payload: AuthNotice) => void;
  auth_error: (payload: AuthNotice) => void;
  direct_message_threads: (payload: ThreadsResponse) => void;
  direct_messages: (payload: MessagesPage) => void;
  /** To both participants' rooms; `is_sender` is relative to the receiving user. */
  new_direct_message: (payload: Message) => void;
  /** To the sending socket, answering `send_direct_message`. */
  direct_message_sent: (payload: Message) => void;
  /** To the other participant when someone reads a thread. */
  messages_read: (payload: MessagesRead) => void;
  /** To the reading socket, answering `mark_messages_read`. */
  messages_marked_read: (payload: MarkReadResponse) => void;
  /**
   * Answers `create_direct_message_thread`; also sent to all the creator's tabs when a thread is created, and
   * to the other participant (from their side) together with the thread's first message.
   */
  direct_message_thread_created: (payload: Thread) => void;
  user_room_joined: (payload: UserRoomJoined) => void;
  request_error: (payload: SocketError) => void;
  /** The server is closing this connection for flooding it with requests (see ConnectionThrottled). */
  connection_throttled: (payload: ConnectionThrottled) => void;
  live_session_joined: (payload: LiveSessionJoined) => void;
  live_session_left: (payload: LiveSessionLeft) => void;
  /** To the sending socket, answering `send_session_chat_message`. */
  session_chat_message_sent: (payload: SessionChatMessage) => void;
  /** A message in a live room the socket is in (not to the socket it was sent from). */
  session_chat_message: (payload: SessionChatMessage) => void;
  /** Several messages of a busy live room in one packet, oldest first (see SessionChatMessages). */
  session_chat_messages: (payload: SessionChatMessages) => void;
  session_chat_message_deleted: (payload: SessionChatMessageDeleted) => void;
  chat_reaction_updated: (payload: ChatReactionUpdated) => void;
  /** To the reacting socket, answering `react_to_chat_message`. */
  chat_message_reacted: (payload: ChatReactionUpdated) => void;
  /** A question asked or changed, as the room's members may see it. */
  question_updated: (payload: Question) => void;
  /** A question deleted, or hidden from attendees. */
  question_removed: (payload: QuestionRemoved) => void;
  /** To each socket taken out of live rooms after its user lost access (banned or removed from the event). */
  live_access_revoked: (payload: LiveAccessRevoked) => void;
  /** To the session's watchers when its status changes. */
  session_status_changed: (payload: SessionStatusChanged) => void;
  /** The session's watching-now count, at most once a second after it changes. */
  presence_updated: (payload: PresenceUpdated) => void;
  session_typing_sent: (payload: SessionTypingSent) => void;
  /** To the recipient's room: someone asks to connect (docs/networking.md). */
  connection_request: (payload: ConnectionRequestNotice) => void;
  /** To both people's rooms: a request answered, withdrawn, or a connection removed. */
  connection_updated: (payload: ConnectionUpdated) => void;
  /** Someone else is typing in a live room the socket watches. */
  user_typing: (payload: UserTyping) => void;
  /** A question was asked (attendees' view to the room, the backstage's to the backstage). */
  question_created: (payload: Question) => void;
  question_asked: (payload: Question) => void;
  question_upvoted: (payload: Question) => void;
  question_moderated: (payload: Question) => void;
  poll_voted: (payload: Poll) => void;
  /** A poll was opened: to the session's room, without results. */
  poll_opened: (payload: Poll) => void;
  /** A poll was closed: to the session's room, with its final results. */
  poll_closed: (payload: Poll) => void;
  /** An open poll's results changed: to its voters and the staff, at most every 250 ms per poll. */
  poll_results_updated: (payload: PollResults) => void;
  /** To the muted user's sockets. */
  user_muted: (payload: UserMuted) => void;
  user_unmuted: (payload: UserUnmuted) => void;
  event_watched: (payload: EventWatched) => void;
  event_unwatched: (payload: EventWatched) => void;
  /** A new notification for the user (a session reminder), to all their sockets on every instance. */
  notification_created: (payload: Notification) => void;
}

export type ClientEventName = keyof ClientToServerEvents;
