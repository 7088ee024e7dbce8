/** The room of all of one user's sockets (every tab and device). */
export const userRoom = (userId: number): string => `user:${userId}`;

/** The room of the sockets opened with one login (one refresh-token family), ended together at logout. */
export const sessionRoom = (familyId: string): string => `session:${familyId}`;

/** The sockets watching one live session (docs/live.md#realtime); distinct from the login rooms above. */
export const liveRoom = (sessionId: number): string => `live:${sessionId}`;

/** The watching sockets of that session's speakers and its event's staff. */
export const backstageRoom = (sessionId: number): string => `live:${sessionId}:backstage`;

/** The session id of a live (public) room name, undefined for any other room. */
export function liveSessionOf(room: string): number | undefined {
  const m = /^live:(\d+)$/.exec(room);
  return m ? Number(m[1]) : undefined;
}

/** The watching sockets of the event's staff (live poll results). */
export const staffRoom = (sessionId: number): string => `live:${sessionId}:staff`;

/** The sockets of the users who voted in one poll (its live results). */
export const pollRoom = (sessionId: number, pollId: number): string => `live:${sessionId}:poll:${pollId}`;

/** The sockets following one event's live changes (agenda, event home). */
export const eventRoom = (eventId: number): string => `event:${eventId}`;

/** The session id of any of a session's rooms (public, backstage, staff, poll voters), undefined for others. */
export function sessionOfAnyLiveRoom(room: string): number | undefined {
  const m = /^live:(\d+)(?::|$)/.exec(room);
  return m ? Number(m[1]) : undefined;
}

/** The event id of an event room, undefined for any other room. */
export function eventOfRoom(room: string): number | undefined {
  const m = /^event:(\d+)$/.exec(room);
  return m ? Number(m[1]) : undefined;
}
