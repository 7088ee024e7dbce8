import type { ConnectionsQuery, DirectoryQuery } from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Query keys of the networking pages; mutations and socket events invalidate by these (docs/networking.md). */
export const networkKeys = {
  all: ['network'] as const,
  directory: (eventId: number, q: Partial<DirectoryQuery>) => ['network', 'directory', eventId, q] as const,
  connections: (q: Partial<ConnectionsQuery>) => ['network', 'connections', q] as const,
  pending: ['network', 'pending'] as const,
  privacy: ['network', 'privacy'] as const,
  sponsors: (eventId: number) => ['sponsors', eventId] as const,
};

/** GET /events/{id}/directory: one page of the event's directory. */
export function directoryQueryOptions(eventId: number, q: Partial<DirectoryQuery>) {
  return queryOptions({
    queryKey: networkKeys.directory(eventId, q),
    queryFn: () =>
      api.network.directory({
        params: { id: eventId },
        query: { q: q.q || undefined, role: q.role || undefined, page: q.page || undefined, per_page: q.per_page },
      }),
    placeholderData: (previous) => previous,
  });
}

/** GET /connections: the caller's connections or requests. */
export function connectionsQueryOptions(q: Partial<ConnectionsQuery>) {
  return queryOptions({
    queryKey: networkKeys.connections(q),
    queryFn: () => api.network.connections({ query: { state: q.state, page: q.page, per_page: q.per_page ?? 50 } }),
  });
}

/** GET /connections/pending-count: the badge. */
export function pendingQueryOptions() {
  return queryOptions({ queryKey: networkKeys.pending, queryFn: () => api.network.pendingCount() });
}

export function privacyQueryOptions() {
  return queryOptions({ queryKey: networkKeys.privacy, queryFn: () => api.network.privacy() });
}

/** GET /events/{id}/sponsors: tiers in order with their sponsors. */
export function sponsorsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: networkKeys.sponsors(eventId),
    queryFn: () => api.sponsors.list({ params: { id: eventId } }),
  });
}
