import type { Notification, NotificationList, NotificationPreferences } from '@atria/contracts/zod-free';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { retryUnlessClientError } from '../../lib/query-retry';

/** How many notifications the bell lists (the newest). */
export const BELL_PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  preferences: () => ['notifications', 'preferences'] as const,
};

/** GET /users/me/notifications: the newest notifications and the unread count. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => api.notifications.list({ query: { per_page: BELL_PAGE_SIZE }, signal }),
    retry: retryUnlessClientError,
  });
}

export function preferencesQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => api.notifications.preferences({ signal }),
    retry: retryUnlessClientError,
  });
}

/** A notification pushed on the socket: first in the list, one more unread (once, whatever the repeats). */
export function applyNotification(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) => {
    if (!list) return list;
    if (list.notifications.some((n) => n.id === notification.id)) return list;
    return {
      ...list,
      notifications: [notification, ...list.notifications].slice(0, BELL_PAGE_SIZE),
      total_items: list.total_items + 1,
      unread: list.unread + (notification.read_at === null ? 1 : 0),
    };
  });
}

export async function markRead(id: number): Promise<Notification> {
  return api.notifications.markRead({ params: { id } });
}

export async function markAllRead(): Promise<void> {
  await api.notifications.markAllRead();
}

export function updatePreferences(body: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  return api.notifications.updatePreferences({ body });
}
