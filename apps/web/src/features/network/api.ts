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
  person: (userId: number) => ['network', 'person', userId] as const,
  blocked: ['network', 'blocked'] as const,
  reports: (eventId: number, status: string, page: number) => ['network', 'reports', eventId, status, page] as const,
  openReports: (eventId: number) => ['network', 'reports', eventId, 'open-count'] as const,
  sponsors: (eventId: number) => ['sponsors', eventId] as const,
  settings: (eventId: number) => ['network', 'settings', eventId] as const,
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

/**
 * GET /events/{id}/networking-settings: whether the event's directory is open, and its icebreaker prompt (the
 * directory page, the connection dialog and the admin page read it).
 */
export function networkingSettingsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: networkKeys.settings(eventId),
    queryFn: () => api.network.eventSettings({ params: { id: eventId } }),
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

/** GET /users/{id}: someone's profile as the caller may see it, with where the caller stands with them. */
export function personQueryOptions(userId: number) {
  return queryOptions({
    queryKey: networkKeys.person(userId),
    queryFn: () => api.users.get({ params: { id: userId } }),
    retry: false,
  });
}

/** GET /users/me/blocked: the people the caller blocked. */
export function blockedQueryOptions() {
  return queryOptions({ queryKey: networkKeys.blocked, queryFn: () => api.network.blocked() });
}

/** GET /events/{id}/reports: the moderators' queue, one page of one status. */
export function reportsQueryOptions(eventId: number, status: 'OPEN' | 'RESOLVED', page: number) {
  return queryOptions({
    queryKey: networkKeys.reports(eventId, status, page),
    queryFn: () => api.network.reports({ params: { id: eventId }, query: { status, page, per_page: 20 } }),
    placeholderData: (previous) => previous,
  });
}

/** How often the moderators' count of open reports is read again: no server event announces a new report. */
export const OPEN_REPORTS_POLL_MS = 30_000;

/**
 * The number of open reports of an event (the report queue link's badge): the queue's first page of one, for
 * its total, read every OPEN_REPORTS_POLL_MS while the page is open (and again when a report is resolved here,
 * as resolving invalidates every networking query).
 */
export function openReportsCountQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: networkKeys.openReports(eventId),
    queryFn: () => api.network.reports({ params: { id: eventId }, query: { status: 'OPEN', page: 1, per_page: 1 } }),
    select: (list) => list.total_items,
    refetchInterval: OPEN_REPORTS_POLL_MS,
  });
}
