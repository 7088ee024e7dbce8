import {
  Session,
  SessionList,
  SessionSpeaker,
  type AddSpeakerBody,
  type CreateSessionBody,
  type SessionStatus,
  type SpeakerRole,
  type UpdateSessionBody,
} from '@atria/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client';

/** Query keys of the sessions feature; every session mutation invalidates `sessionKeys.all`. */
export const sessionKeys = {
  all: ['sessions'] as const,
  day: (eventId: number, dayNumber: number) => ['sessions', 'list', eventId, { day_number: dayNumber }] as const,
  detail: (sessionId: number) => ['sessions', 'detail', sessionId] as const,
};

const PER_PAGE = 100;

/** GET /events/{eventId}/sessions?day_number=N, every page (the API caps a page at 100). */
async function fetchDay(eventId: number, dayNumber: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let page = 1; ; page += 1) {
    const list = await apiRequest(`/events/${eventId}/sessions`, {
      query: { day_number: dayNumber, page, per_page: PER_PAGE },
      schema: SessionList,
    });
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
    queryFn: () => apiRequest(`/sessions/${sessionId}`, { schema: Session }),
    // A 404 will not turn into a session by asking again.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status === 404),
  });
}

export const createSession = (eventId: number, body: CreateSessionBody) =>
  apiRequest(`/events/${eventId}/sessions`, { method: 'POST', body, schema: Session });

export const updateSession = (sessionId: number, body: UpdateSessionBody) =>
  apiRequest(`/sessions/${sessionId}`, { method: 'PUT', body, schema: Session });

export const setSessionStatus = (sessionId: number, status: SessionStatus) =>
  apiRequest(`/sessions/${sessionId}/status`, { method: 'PUT', body: { status }, schema: Session });

export const deleteSession = (sessionId: number) => apiRequest(`/sessions/${sessionId}`, { method: 'DELETE' });

export const addSpeaker = (sessionId: number, body: AddSpeakerBody) =>
  apiRequest(`/sessions/${sessionId}/speakers`, { method: 'POST', body, schema: SessionSpeaker });

export const setSpeakerRole = (sessionId: number, userId: number, role: SpeakerRole) =>
  apiRequest(`/sessions/${sessionId}/speakers/${userId}`, { method: 'PUT', body: { role }, schema: SessionSpeaker });

export const reorderSpeaker = (sessionId: number, userId: number, order: number) =>
  apiRequest(`/sessions/${sessionId}/speakers/${userId}/reorder`, { method: 'PUT', body: { order }, schema: SessionSpeaker });

export const removeSpeaker = (sessionId: number, userId: number) =>
  apiRequest(`/sessions/${sessionId}/speakers/${userId}`, { method: 'DELETE' });
