import type { GroupHandlers } from '../../http/register-routes';
import type { Services } from '../../services';

export function notificationsHandlers({ notifications }: Services): GroupHandlers<'notifications'> {
  return {
    list: async ({ actor, query }) => notifications.list(actor, query),
    unreadCount: async ({ actor }) => notifications.unreadCount(actor),
    markRead: async ({ actor, params }) => notifications.markRead(actor, params.id),
    markAllRead: async ({ actor }) => notifications.markAllRead(actor),
    preferences: async ({ actor }) => notifications.preferences(actor),
    updatePreferences: async ({ actor, body }) => notifications.updatePreferences(actor, body),
  };
}
