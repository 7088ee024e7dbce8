import type { ChatRoom } from '@atria/contracts/live';

/** Query keys of the live panel; everything of one session sits under `liveKeys.session(id)`. */
export const liveKeys = {
  all: ['live'] as const,
  session: (sessionId: number) => ['live', sessionId] as const,
  chat: (sessionId: number, room: ChatRoom) => ['live', sessionId, 'chat', room] as const,
  questions: (sessionId: number) => ['live', sessionId, 'questions'] as const,
  polls: (sessionId: number) => ['live', sessionId, 'polls'] as const,
  /** Who watches (the staff's list); one entry per watching count under it. */
  watchers: (sessionId: number) => ['live', sessionId, 'watchers'] as const,
};
