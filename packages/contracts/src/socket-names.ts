/** Socket.IO path on the API's own HTTP server. */
export const SOCKET_PATH = '/socket.io';

/**
 * Every request event is answered twice: with its response event (or `request_error`) on the socket, and
 * through the acknowledgement callback when the client passes one. The keys are the request events.
 */
export const SOCKET_RESPONSES = {
  get_direct_message_threads: 'direct_message_threads',
  get_direct_messages: 'direct_messages',
  send_direct_message: 'direct_message_sent',
  mark_messages_read: 'messages_marked_read',
  create_direct_message_thread: 'direct_message_thread_created',
  join_user_room: 'user_room_joined',
  join_live_session: 'live_session_joined',
  leave_live_session: 'live_session_left',
  send_session_chat_message: 'session_chat_message_sent',
  session_typing: 'session_typing_sent',
  react_to_chat_message: 'chat_message_reacted',
  ask_question: 'question_asked',
  upvote_question: 'question_upvoted',
  moderate_question: 'question_moderated',
  vote_poll: 'poll_voted',
  watch_event: 'event_watched',
  unwatch_event: 'event_unwatched',
} as const;

export type RequestEventName = keyof typeof SOCKET_RESPONSES;

/** The request events the server answers. */
export const REQUEST_EVENTS = Object.keys(SOCKET_RESPONSES) as RequestEventName[];
