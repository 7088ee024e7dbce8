import { listMeta, type PaginationQuery } from '@atria/contracts';
import {
  DEFAULT_REMINDER_MINUTES,
  type MarkAllRead,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
  type SessionReminderData,
  type UnreadCount,
  type UpdateNotificationPreferences,
} from '@atria/contracts/notifications';
import type { Actor, AppContext } from '../../context';
import { notFound } from '../../errors';
import { notificationsRepository as repo, type NotificationRow, type PreferencesRow } from './notifications.repository';

type Who = Pick<Actor, 'id'>;

/** The settings of someone who never changed them. */
export const DEFAULT_PREFERENCES: PreferencesRow = {
  reminder_minutes: DEFAULT_REMINDER_MINUTES,
  in_app: true,
  email: true,
};

export function toNotification(
  row: Pick<NotificationRow, 'id' | 'kind' | 'data' | 'created_at' | 'read_at'>,
): Notification {
  return {
    id: row.id,
    kind: row.kind as Notification['kind'],
    data: row.data as SessionReminderData,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at ? row.read_at.toISOString() : null,
  };
}

/**
 * A person's own notifications and settings (docs/notifications.md). Everything here is about the caller only: a
 * notification of someone else answers NOT_FOUND, as a missing one does.
 */
export function createNotificationsService(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;
  return {
    async list(actor: Who, q: PaginationQuery): Promise<NotificationList> {
      const [rows, total, unread] = await Promise.all([
        repo.page(db, actor.id, q.per_page, (q.page - 1) * q.per_page),
        repo.total(db, actor.id),
        repo.unread(db, actor.id),
      ]);
      return { notifications: rows.map(toNotification), ...listMeta(total, q), unread };
    },

    async unreadCount(actor: Who): Promise<UnreadCount> {
      return { unread: await repo.unread(db, actor.id) };
    },

    /** Marks one read; again changes nothing (the first read time stays). */
    async markRead(actor: Who, id: number): Promise<Notification> {
      const row = await repo.markRead(db, actor.id, id);
      if (!row) throw notFound('Notification');
      return toNotification(row);
    },

    async markAllRead(actor: Who): Promise<MarkAllRead> {
      return { updated: await repo.markAllRead(db, actor.id), unread: 0 };
    },

    async preferences(actor: Who): Promise<NotificationPreferences> {
      return (await repo.preferences(db, actor.id)) ?? DEFAULT_PREFERENCES;
    },

    /** Changes the settings the body names; an empty body changes nothing and answers the current ones. */
    async updatePreferences(actor: Who, body: UpdateNotificationPreferences): Promise<NotificationPreferences> {
      const change: Partial<PreferencesRow> = {};
      if (body.reminder_minutes !== undefined) change.reminder_minutes = body.reminder_minutes;
      if (body.in_app !== undefined) change.in_app = body.in_app;
      if (body.email !== undefined) change.email = body.email;
      if (Object.keys(change).length === 0) return this.preferences(actor);
      return repo.updatePreferences(db, actor.id, change, DEFAULT_PREFERENCES);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
