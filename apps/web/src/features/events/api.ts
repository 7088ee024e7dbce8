import { EventDetail, EventUserList, type EventUsersQuery } from '@atria/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Query keys of the events feature; mutations and socket events invalidate by these. */
export const eventKeys = {
  all: ['events'] as const,
  detail: (eventId: number) => ['events', 'detail', eventId] as const,
  users: (eventId: number, q: Partial<EventUsersQuery> = {}) => ['events', 'users', eventId, q] as const,
};

/** GET /events/{id}: the whole event, the caller's role and permissions. Shared by every event page. */
export function eventQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: () => apiRequest(`/events/${eventId}`, { schema: EventDetail }),
  });
}

/** GET /events/{id}/users with an optional role filter. */
export function eventUsersQueryOptions(eventId: number, q: Partial<EventUsersQuery> = {}) {
  const params = new URLSearchParams();
  if (q.role) params.set('role', q.role);
  if (q.page) params.set('page', String(q.page));
  if (q.per_page) params.set('per_page', String(q.per_page));
  const suffix = params.size ? `?${params.toString()}` : '';
  return queryOptions({
    queryKey: eventKeys.users(eventId, q),
    queryFn: () => apiRequest(`/events/${eventId}/users${suffix}`, { schema: EventUserList }),
  });
}
