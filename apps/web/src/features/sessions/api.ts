import type {
  Session,
  AddSpeakerBody,
  CreateSessionBody,
  SessionStatus,
  SpeakerRole,
  UpdateSessionBody,
} from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../lib/api-client';
import { daySessionsRequest } from './requests';

/** Query keys of the sessions feature; every session mutation invalidates `sessionKeys.all`. */
export const sessionKeys = {
  all: ['sessions'] as const,
  day: (eventId: number, dayNumber: number) => ['sessions', 'list', eventId, { day_number: dayNumber }] as const,
  detail: (sessionId: number) => ['sessions', 'detail', sessionId] as const,
};

/** GET /events/{eventId}/sessions?day_number=N, every page (the API caps a page at 100). */
async function fetchDay(eventId: number, dayNumber: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.sessions.list(daySessionsRequest(eventId, dayNumber, page));
    sessions.push(...list.sessions);
    if (page >= list.total_pages) return sessions;
  }
}

/** One day of an event's agenda, each session with its speakers. */
export function daySessionsQueryOptions(eventId: number, dayNumber: number) {
  return queryOptions({
    queryKey: sessionKeys.day(eventId, dayNumber),
    queryFn: () => fetchDay(eventId, dayNumber),
  });
}

/** GET /sessions/{id}: the session, its event's dates and its speakers in order. */
export function sessionQueryOptions(sessionId: number) {
  return queryOptions({
    queryKey: sessionKeys.detail(sessionId),
    queryFn: () => api.sessions.get({ params: { id: sessionId } }),
    // A 404 will not turn into a session by asking again.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status === 404),
  });
}

export const createSession = (eventId: number, body: CreateSessionBody) =>
  api.sessions.create({ params: { eventId }, body });

export const updateSession = (sessionId: number, body: UpdateSessionBody) =>
  api.sessions.update({ params: { id: sessionId }, body });

export const setSessionStatus = (sessionId: number, status: SessionStatus) =>
  api.sessions.setStatus({ params: { id: sessionId }, body: { status } });

export const deleteSession = (sessionId: number) => api.sessions.remove({ params: { id: sessionId } });

export const addSpeaker = (sessionId: number, body: AddSpeakerBody) =>
  api.speakers.add({ params: { sessionId }, body });

export const setSpeakerRole = (sessionId: number, userId: number, role: SpeakerRole) =>
  api.speakers.setRole({ params: { sessionId, userId }, body: { role } });

export const reorderSpeaker = (sessionId: number, userId: number, order: number) =>
  api.speakers.reorder({ params: { sessionId, userId }, body: { order } });

export const removeSpeaker = (sessionId: number, userId: number) =>
  api.speakers.remove({ params: { sessionId, userId } });
