import type {
  AddEventUserResponse,
  EventDetail,
  EventUser,
  AddOrCreateEventUserBody,
  CreateEventBody,
  EventUsersQuery,
  SpeakerInfoBody,
  UpdateEventBody,
} from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';

/** Query keys of the events feature; mutations and socket events invalidate by these. */
export const eventKeys = {
  all: ['events'] as const,
  detail: (eventId: number) => ['events', 'detail', eventId] as const,
  users: (eventId: number, q: Partial<EventUsersQuery> = {}) => ['events', 'users', eventId, q] as const,
  /** Every participants list of one event, whatever its filter. */
  allUsers: (eventId: number) => ['events', 'users', eventId] as const,
  organization: (orgId: number) => ['events', 'organization', orgId] as const,
  user: (userId: number) => ['events', 'user', userId] as const,
};

/** GET /events/{id}: the whole event, the caller's role and permissions. Shared by every event page. */
export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => api.events.get({ params: { id: eventId } }),
    retry: retryUnlessClientError,
  });
}

/** GET /events/{id}/users with an optional role filter. */
export function eventUsersQueryOptions(eventId: number, q: Partial<EventUsersQuery> = {}) {
  return queryOptions({
    queryKey: eventKeys.users(eventId, q),
    queryFn: () =>
      api.eventUsers.list({
        params: { eventId },
        query: { role: q.role || undefined, page: q.page || undefined, per_page: q.per_page || undefined },
      }),
  });
}

/** GET /organizations/{orgId}/events: the organization view's cards (one page of up to 100). */
export function organizationEventsQueryOptions(orgId: number) {
  return queryOptions({
    queryKey: eventKeys.organization(orgId),
    queryFn: () => api.organizations.events({ params: { orgId }, query: { per_page: 100 } }),
  });
}

/** GET /users/{userId}/events: the events someone takes part in (the attendee view). */
export function userEventsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: eventKeys.user(userId),
    queryFn: () => api.users.events({ params: { userId }, query: { per_page: 100 } }),
  });
}

/** POST /organizations/{orgId}/events (organization owners and admins); the creator becomes event ADMIN. */
export function createEvent(orgId: number, body: CreateEventBody): Promise<EventDetail> {
  return api.organizations.createEvent({ params: { orgId }, body });
}

/** PUT /events/{id}: any subset of the event's fields, landing content included. */
export function updateEvent(eventId: number, body: UpdateEventBody): Promise<EventDetail> {
  return api.events.update({ params: { id: eventId }, body });
}

export async function deleteEvent(eventId: number): Promise<void> {
  await api.events.remove({ params: { id: eventId } });
}

/** POST /events/{id}/users/add: adds an account by email, inviting a new email (claim link path returned). */
export function addOrCreateEventUser(eventId: number, body: AddOrCreateEventUserBody): Promise<AddEventUserResponse> {
  return api.eventUsers.addByEmail({ params: { eventId }, body });
}

/** PUT /events/{id}/users/{userId}/speaker-info: the title and bio shown on the speakers page. */
export function updateSpeakerInfo(eventId: number, userId: number, body: SpeakerInfoBody): Promise<EventUser> {
  return api.eventUsers.updateSpeakerInfo({ params: { eventId, userId }, body });
}
