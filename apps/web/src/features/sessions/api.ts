import type {
  Session,
  SessionList,
  SessionSpeaker,
  AddSpeakerBody,
  CreateSessionBody,
  SessionStatus,
  SpeakerRole,
  UpdateSessionBody,
} from '@atria/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, isApiError } from '../../lib/api-client';
import { daySessionsPage, sessionPath } from './api-paths';

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
    const { path, query } = daySessionsPage(eventId, dayNumber, page);
    const list = await apiRequest<SessionList>(path, { query });
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
    queryFn: () => apiRequest<Session>(sessionPath(sessionId)),
    // A 404 will not turn into a session by asking again.
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status === 404),
  });
}

export const createSession = (eventId: number, body: CreateSessionBody) =>
  apiRequest<Session>(`/events/${eventId}/sessions`, { method: 'POST', body });

export const updateSession = (sessionId: number, body: UpdateSessionBody) =>
  apiRequest<Session>(`/sessions/${sessionId}`, { method: 'PUT', body });

export const setSessionStatus = (sessionId: number, status: SessionStatus) =>
  apiRequest<Session>(`/sessions/${sessionId}/status`, { method: 'PUT', body: { status } });

export const deleteSession = (sessionId: number) => apiRequest(`/sessions/${sessionId}`, { method: 'DELETE' });

export const addSpeaker = (sessionId: number, body: AddSpeakerBody) =>
  apiRequest<SessionSpeaker>(`/sessions/${sessionId}/speakers`, { method: 'POST', body });

export const setSpeakerRole = (sessionId: number, userId: number, role: SpeakerRole) =>
  apiRequest<SessionSpeaker>(`/sessions/${sessionId}/speakers/${userId}`, { method: 'PUT', body: { role } });

export const reorderSpeaker = (sessionId: number, userId: number, order: number) =>
  apiRequest<SessionSpeaker>(`/sessions/${sessionId}/speakers/${userId}/reorder`, { method: 'PUT', body: { order } });

export const removeSpeaker = (sessionId: number, userId: number) =>
  apiRequest(`/sessions/${sessionId}/speakers/${userId}`, { method: 'DELETE' });
