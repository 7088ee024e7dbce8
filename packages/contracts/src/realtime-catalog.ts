import type { z } from 'zod';
import { MarkReadResponse, Message, MessagesPage, Thread, ThreadsResponse } from './messages';
import {
  AuthNotice,
  ConnectionSuccess,
  ConnectionThrottled,
  CreateThreadPayload,
  GetMessagesPayload,
  GetThreadsPayload,
  JoinUserRoomPayload,
  MarkReadPayload,
  MessagesRead,
  SendMessagePayload,
  SocketError,
  UserRoomJoined,
  type ClientEventName,
  type ServerToClientEvents,
} from './realtime';
import {
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
import { Notification } from './notifications';
import { ConnectionRequestNotice, ConnectionUpdated } from './network';

/*
 * The socket protocol described event by event, for the published AsyncAPI document (docs/realtime.md). The
 * `satisfies` clauses make an event added to ClientToServerEvents or ServerToClientEvents without an entry
 * here a type error, so the document cannot fall behind the protocol.
 */

/** A payload schema with the name it is published under. */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

/**
 * Where a server event is delivered: `socket` (only the socket that asked or that is concerned), `user` (the
 * room of all one user's sockets, `user:<id>`), `session` (the sockets opened with one login, `session:<family>`),
 * `live` (the sockets watching one live session, `live:<sessionId>`), `backstage` (those of its speakers and staff,
 * `live:<sessionId>:backstage`), `staff` (those of the event's staff, `live:<sessionId>:staff`), `voters` (the
 * sockets of a poll's voters, `live:<sessionId>:poll:<pollId>`), `event` (the sockets following one event,
 * `event:<eventId>`).
 */
export type SocketAudience = 'socket' | 'user' | 'session' | 'live' | 'backstage' | 'staff' | 'voters' | 'event';

export interface SocketRequestDoc {
  summary: string;
  description?: string;
  /** What the client sends (validated by the server: a bad payload is answered with VALIDATION). */
  payload: NamedSchema;
  /** The `data` of a successful answer: the response event's payload and the acknowledgement's `data`. */
  result: NamedSchema;
}

export interface SocketEventDoc {
  summary: string;
  description?: string;
  payload: NamedSchema;
  audience: readonly SocketAudience[];
}

const THREAD: NamedSchema = { name: 'Thread', schema: Thread };
const MESSAGE: NamedSchema = { name: 'Message', schema: Message };
const SESSION_CHAT_MESSAGE: NamedSchema = { name: 'SessionChatMessage', schema: SessionChatMessage };
const LIVE_SESSION: NamedSchema = { name: 'JoinLiveSessionPayload', schema: JoinLiveSessionPayload };
const QUESTION: NamedSchema = { name: 'Question', schema: Question };
const POLL: NamedSchema = { name: 'Poll', schema: Poll };
const WATCH_EVENT: NamedSchema = { name: 'WatchEventPayload', schema: WatchEventPayload };
const EVENT_WATCHED: NamedSchema = { name: 'EventWatched', schema: EventWatched };
const REACTION_UPDATED: NamedSchema = { name: 'ChatReactionUpdated', schema: ChatReactionUpdated };

/** Every client → server request event. Each is answered by its SOCKET_RESPONSES event (or `request_error`) and the acknowledgement. */
export const SOCKET_REQUEST_DOCS = {
  get_direct_message_threads: {
    summary: 'List the caller’s direct-message threads, newest activity first.',
    description: 'Optionally only those of one event (`event_id`). Paginated like the HTTP API.',
    payload: { name: 'GetThreadsPayload', schema: GetThreadsPayload },
    result: { name: 'ThreadsResponse', schema: ThreadsResponse },
  },
  get_direct_messages: {
    summary: 'One page of a thread’s messages.',
    payload: { name: 'GetMessagesPayload', schema: GetMessagesPayload },
    result: { name: 'MessagesPage', schema: MessagesPage },
  },
  send_direct_message: {
    summary: 'Send a message in a thread the caller takes part in.',
    description:
      'The requesting socket gets `direct_message_sent` and the acknowledgement; the recipient’s sockets and the sender’s other sockets get `new_direct_message`.',
    payload: { name: 'SendMessagePayload', schema: SendMessagePayload },
    result: MESSAGE,
  },
  mark_messages_read: {
    summary: 'Mark the other participant’s messages in a thread as read.',
    description: 'The other participant’s sockets get `messages_read`.',
    payload: { name: 'MarkReadPayload', schema: MarkReadPayload },
    result: { name: 'MarkReadResponse', schema: MarkReadResponse },
  },
  create_direct_message_thread: {
    summary: 'Open (or find) the thread with another user, optionally within an event.',
    description: 'The other participant hears of the thread with its first message, not before.',
    payload: { name: 'CreateThreadPayload', schema: CreateThreadPayload },
    result: THREAD,
  },
  join_user_room: {
    summary: 'Join the caller’s own user room (already joined at connection; for clients that ask explicitly).',
    description: 'Any other `user_id` is refused with FORBIDDEN.',
    payload: { name: 'JoinUserRoomPayload', schema: JoinUserRoomPayload },
    result: { name: 'UserRoomJoined', schema: UserRoomJoined },
  },
  join_live_session: {
    summary:
      'Watch a live session: join its room, and its backstage room when the caller is one of its speakers or the event’s staff.',
    description:
      'NOT_FOUND for a session the caller cannot see (outsiders, the banned). Counts the socket as watching.',
    payload: LIVE_SESSION,
    result: { name: 'LiveSessionJoined', schema: LiveSessionJoined },
  },
  leave_live_session: {
    summary: 'Stop watching a live session (leave its rooms).',
    payload: LIVE_SESSION,
    result: { name: 'LiveSessionLeft', schema: LiveSessionLeft },
  },
  send_session_chat_message: {
    summary: 'Post in a live session’s public chat or backstage.',
    description:
      'Same rules and limits as the HTTP API: FORBIDDEN for the backstage unless allowed and while muted, RATE_LIMITED past the limit. The room’s other sockets get `session_chat_message`.',
    payload: { name: 'SendSessionChatPayload', schema: SendSessionChatPayload },
    result: SESSION_CHAT_MESSAGE,
  },
  session_typing: {
    summary: 'Tell a live room the caller is typing (send again every few seconds while typing).',
    description:
      'NOT_FOUND unless this socket watches the session (and, for the backstage, is in it); RATE_LIMITED past 10 per 10 s. The room’s other sockets get `user_typing`.',
    payload: { name: 'SessionTypingPayload', schema: SessionTypingPayload },
    result: { name: 'SessionTypingSent', schema: SessionTypingSent },
  },
  react_to_chat_message: {
    summary: 'React to a chat message with one of the six reactions, or take the reaction back (`on: false`).',
    description:
      'Repeating changes nothing. NOT_FOUND for a message the caller cannot see (outsiders, the banned, a deleted message, the backstage for attendees), FORBIDDEN while muted, RATE_LIMITED past 30 per 10 s. The message’s room, this socket included, gets `chat_reaction_updated` with the new count.',
    payload: { name: 'ReactChatMessagePayload', schema: ReactChatMessagePayload },
    result: REACTION_UPDATED,
  },
  ask_question: {
    summary: 'Ask a question in a live session, optionally anonymous to other attendees.',
    description:
      'NOT_FOUND for outsiders and the banned, FORBIDDEN while muted, RATE_LIMITED past 5 a minute. The room gets `question_created` (attendees without an anonymous author’s name; the backstage with it).',
    payload: { name: 'AskQuestionPayload', schema: AskQuestionPayload },
    result: QUESTION,
  },
  upvote_question: {
    summary: 'Upvote a question once (`up: false` takes the upvote back); repeating changes nothing.',
    description:
      'Every participant may vote, muted ones included; RATE_LIMITED past 30 votes per 10 s. The room gets `question_updated` with the new count.',
    payload: { name: 'UpvoteQuestionPayload', schema: UpvoteQuestionPayload },
    result: QUESTION,
  },
  moderate_question: {
    summary: 'Mark a question answered, pin it, hide it or show it again.',
    description:
      'The event’s staff and the session’s speakers; FORBIDDEN for others. A hidden question is taken off attendees’ lists at once (`question_removed`); the backstage gets `question_updated` with `is_hidden: true`.',
    payload: { name: 'ModerateQuestionPayload', schema: ModerateQuestionPayload },
    result: QUESTION,
  },
  vote_poll: {
    summary: 'Vote in an open poll, or change one’s vote while it is open.',
    description:
      'One option for a single-choice poll, one or more for a multiple-choice one (VALIDATION otherwise); CONFLICT once the poll is closed; RATE_LIMITED past 30 votes per 10 s. The answer carries the results, and the caller’s sockets then get `poll_results_updated`.',
    payload: { name: 'VotePollPayload', schema: VotePollPayload },
    result: POLL,
  },
  watch_event: {
    summary: 'Follow an event’s live changes (agenda, event home): its sessions’ status changes.',
    description: 'NOT_FOUND for an event the caller cannot see (outsiders, the banned).',
    payload: WATCH_EVENT,
    result: EVENT_WATCHED,
  },
  unwatch_event: {
    summary: 'Stop following an event’s live changes.',
    payload: WATCH_EVENT,
    result: EVENT_WATCHED,
  },
} as const satisfies { [E in ClientEventName]: SocketRequestDoc };

/** Every server → client event. */
export const SOCKET_EVENT_DOCS = {
  connection_success: {
    summary: 'The socket is authenticated and in its rooms: requests may be sent.',
    payload: { name: 'ConnectionSuccess', schema: ConnectionSuccess },
    audience: ['socket'],
  },
  auth_required: {
    summary: 'The handshake carried no token: sign in, then connect again. The server closes the socket.',
    payload: { name: 'AuthNotice', schema: AuthNotice },
    audience: ['socket'],
  },
  auth_error: {
    summary: 'The token is invalid, expired or revoked, or the login was ended: refresh the token and reconnect.',
    description:
      'Sent at the handshake, when the access token expires, and to every socket of a login that signs out. The server closes the socket.',
    payload: { name: 'AuthNotice', schema: AuthNotice },
    audience: ['socket', 'session'],
  },
  direct_message_threads: {
    summary: 'Answers `get_direct_message_threads`.',
    payload: { name: 'ThreadsResponse', schema: ThreadsResponse },
    audience: ['socket'],
  },
  direct_messages: {
    summary: 'Answers `get_direct_messages`.',
    payload: { name: 'MessagesPage', schema: MessagesPage },
    audience: ['socket'],
  },
  new_direct_message: {
    summary: 'A message was sent in one of the user’s threads.',
    description:
      'To both participants’ rooms (not to the socket it was sent from); `is_sender` is relative to the receiving user.',
    payload: MESSAGE,
    audience: ['user'],
  },
  direct_message_sent: {
    summary: 'Answers `send_direct_message`, to the sending socket.',
    payload: MESSAGE,
    audience: ['socket'],
  },
  messages_read: {
    summary: 'The other participant read a thread.',
    payload: { name: 'MessagesRead', schema: MessagesRead },
    audience: ['user'],
  },
  messages_marked_read: {
    summary: 'Answers `mark_messages_read`, to the reading socket.',
    payload: { name: 'MarkReadResponse', schema: MarkReadResponse },
    audience: ['socket'],
  },
  direct_message_thread_created: {
    summary: 'A thread exists for the user.',
    description:
      'Answers `create_direct_message_thread`; also sent to all the creator’s sockets when a thread is created, and to the other participant (from their side) together with the thread’s first message.',
    payload: THREAD,
    audience: ['socket', 'user'],
  },
  user_room_joined: {
    summary: 'Answers `join_user_room`.',
    payload: { name: 'UserRoomJoined', schema: UserRoomJoined },
    audience: ['socket'],
  },
  request_error: {
    summary: 'A request failed: the HTTP error body plus the event it answers.',
    description:
      'Also sent with `event: "connect"`, status 503 and UNAVAILABLE when the server could not check the token; the transport is then dropped and the client retries.',
    payload: { name: 'SocketError', schema: SocketError },
    audience: ['socket'],
  },
  connection_throttled: {
    summary:
      'The server is closing this connection for flooding it with refused requests; do not reconnect before `retry_after` seconds.',
    payload: { name: 'ConnectionThrottled', schema: ConnectionThrottled },
    audience: ['socket'],
  },
  live_session_joined: {
    summary: 'Answers `join_live_session`.',
    payload: { name: 'LiveSessionJoined', schema: LiveSessionJoined },
    audience: ['socket'],
  },
  live_session_left: {
    summary: 'Answers `leave_live_session`.',
    payload: { name: 'LiveSessionLeft', schema: LiveSessionLeft },
    audience: ['socket'],
  },
  session_chat_message_sent: {
    summary: 'Answers `send_session_chat_message`, to the sending socket.',
    payload: SESSION_CHAT_MESSAGE,
    audience: ['socket'],
  },
  session_chat_message: {
    summary: 'A message was posted in the session’s public chat (`live`) or backstage (`backstage`).',
    description: 'Not sent to the socket it came from, which has `session_chat_message_sent`.',
    payload: SESSION_CHAT_MESSAGE,
    audience: ['live', 'backstage'],
  },
  session_chat_messages: {
    summary: 'Several messages of a busy room in one packet, oldest first: `{ session_id, room, messages }`.',
    description:
      'When a room’s messages arrive faster than one per batching interval (100 ms by default), each instance sends those that piled up within it together instead of one `session_chat_message` each; a quiet room still gets each message at once as `session_chat_message`. May include the receiving socket’s own message: skip the ids already shown.',
    payload: { name: 'SessionChatMessages', schema: SessionChatMessages },
    audience: ['live', 'backstage'],
  },
  session_chat_message_deleted: {
    summary: 'A message was deleted by its author or a moderator.',
    payload: { name: 'SessionChatMessageDeleted', schema: SessionChatMessageDeleted },
    audience: ['live', 'backstage'],
  },
  chat_reaction_updated: {
    summary: 'Someone reacted to a chat message, or took their reaction back: the message’s new count for it.',
    description:
      'Sent to the message’s room (public or backstage), the reacting socket included. At most one reaction of each kind per person.',
    payload: { name: 'ChatReactionUpdated', schema: ChatReactionUpdated },
    audience: ['live', 'backstage'],
  },
  chat_message_reacted: {
    summary: 'Answers `react_to_chat_message`, to the reacting socket.',
    payload: REACTION_UPDATED,
    audience: ['socket'],
  },
  question_created: {
    summary: 'A question was asked.',
    description:
      'Attendees get the attendees’ view (anonymous authors left out); the backstage gets it with its author. Not sent to the socket that asked, which has `question_asked`.',
    payload: QUESTION,
    audience: ['live', 'backstage'],
  },
  question_asked: {
    summary: 'Answers `ask_question`, to the asking socket.',
    payload: QUESTION,
    audience: ['socket'],
  },
  question_upvoted: {
    summary: 'Answers `upvote_question`, to the voting socket.',
    payload: QUESTION,
    audience: ['socket'],
  },
  question_moderated: {
    summary: 'Answers `moderate_question`, to the requesting socket.',
    payload: QUESTION,
    audience: ['socket'],
  },
  poll_voted: {
    summary: 'Answers `vote_poll`, to the voting socket, with the results.',
    payload: POLL,
    audience: ['socket'],
  },
  poll_opened: {
    summary: 'A poll was opened for voting.',
    description:
      'Without results (`votes` and `total_voters` null) and without anyone’s choice (`my_option_ids` empty).',
    payload: POLL,
    audience: ['live'],
  },
  poll_closed: {
    summary: 'A poll was closed: its final results, shown to everyone.',
    description: '`my_option_ids` is empty: a client keeps its own choice.',
    payload: POLL,
    audience: ['live'],
  },
  poll_results_updated: {
    summary: 'An open poll’s results changed.',
    description:
      'To the poll’s voters (their sockets join its `voters` room when they vote, and when they watch the session again) and the event’s staff; coalesced: at most one every 250 ms per poll and instance.',
    payload: { name: 'PollResults', schema: PollResults },
    audience: ['voters', 'staff'],
  },
  user_muted: {
    summary: 'The user was muted in an event’s chats and Q&A until `until`.',
    payload: { name: 'UserMuted', schema: UserMuted },
    audience: ['user'],
  },
  user_unmuted: {
    summary: 'The user’s mute in an event ended early.',
    payload: { name: 'UserUnmuted', schema: UserUnmuted },
    audience: ['user'],
  },
  event_watched: {
    summary: 'Answers `watch_event`.',
    payload: EVENT_WATCHED,
    audience: ['socket'],
  },
  event_unwatched: {
    summary: 'Answers `unwatch_event`.',
    payload: EVENT_WATCHED,
    audience: ['socket'],
  },
  question_updated: {
    summary: 'A question was asked, upvoted, answered, pinned, hidden or shown again.',
    description:
      'Attendees get the attendees’ view (anonymous authors left out, `has_upvoted` false); the backstage gets every question with its author, hidden ones included.',
    payload: QUESTION,
    audience: ['live', 'backstage'],
  },
  question_removed: {
    summary: 'A question was deleted, or hidden from attendees: take it off the list.',
    payload: { name: 'QuestionRemoved', schema: QuestionRemoved },
    audience: ['live', 'backstage'],
  },
  live_access_revoked: {
    summary:
      'The user lost access to live sessions they were watching (banned from the event or removed from it); their sockets left those rooms.',
    payload: { name: 'LiveAccessRevoked', schema: LiveAccessRevoked },
    audience: ['socket'],
  },
  session_status_changed: {
    summary: 'The session’s status changed (LIVE, COMPLETED, …): update the page without a reload.',
    description:
      'To the session’s watchers and to the sockets following its event (`watch_event`: agenda and event home); a socket in both rooms gets it once.',
    payload: { name: 'SessionStatusChanged', schema: SessionStatusChanged },
    audience: ['live', 'event'],
  },
  presence_updated: {
    summary: 'How many people watch the session now (distinct users, across instances).',
    description:
      'Sent at most once a second after a change. A client that vanishes without closing stops counting within 60 s.',
    payload: { name: 'PresenceUpdated', schema: PresenceUpdated },
    audience: ['live'],
  },
  session_typing_sent: {
    summary: 'Answers `session_typing`.',
    payload: { name: 'SessionTypingSent', schema: SessionTypingSent },
    audience: ['socket'],
  },
  user_typing: {
    summary: 'Someone else is typing in the room; show it for a few seconds unless repeated.',
    payload: { name: 'UserTyping', schema: UserTyping },
    audience: ['live', 'backstage'],
  },
  notification_created: {
    summary: 'A new notification for the user (a reminder that a bookmarked session starts soon): add it to the bell.',
    description:
      'Sent once per notification, to the user’s room on every instance. Missed while disconnected: fetch `GET /api/users/me/notifications` after reconnecting.',
    payload: { name: 'Notification', schema: Notification },
    audience: ['user'],
  },
  connection_request: {
    summary: 'Someone asks the user to connect; carries the request and the number waiting for an answer.',
    payload: { name: 'ConnectionRequestNotice', schema: ConnectionRequestNotice },
    audience: ['user'],
  },
  connection_updated: {
    summary: 'A connection changed for the user: accepted, declined, withdrawn, removed (or a block ended it).',
    description:
      'To both people, each from their side (`state`), with their own number of requests waiting (`pending_incoming`) for the badge. A declined request is told only to the one who declined.',
    payload: { name: 'ConnectionUpdated', schema: ConnectionUpdated },
    audience: ['user'],
  },
} as const satisfies { [E in keyof ServerToClientEvents]: SocketEventDoc };
