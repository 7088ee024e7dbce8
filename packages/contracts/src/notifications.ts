import { z } from 'zod';
import { ListMeta, Timestamp } from './common';
import { REMINDER_MINUTES } from './notification-values';

/**
 * In-app notifications, their preferences and session reminders (docs/notifications.md).
 * Exported from the barrel and as `@atria/contracts/notifications`.
 */

export { DEFAULT_REMINDER_MINUTES, REMINDER_MINUTES } from './notification-values';

export const NOTIFICATION_MESSAGES = {
  reminderMinutes: 'Choose one of 0, 5, 10, 15, 30 or 60 minutes, or null to turn reminders off',
} as const;

export const NotificationKind = z.enum(['session_reminder']);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** What a session reminder says: copied when it was made, so it reads the same if the session changes later. */
export const SessionReminderData = z.object({
  session_id: z.number().int(),
  session_title: z.string(),
  event_id: z.number().int(),
  event_title: z.string(),
  /** ISO 8601 UTC instant the session starts at. */
  starts_at: z.string(),
  /** The event's IANA time zone, for showing the time as the event does. */
  time_zone: z.string(),
  /** Minutes left until the start when it was sent: the person's lead time, or less for a late bookmark. */
  minutes_before: z.number().int(),
});
export type SessionReminderData = z.infer<typeof SessionReminderData>;

export const Notification = z.object({
  id: z.number().int(),
  kind: NotificationKind,
  data: SessionReminderData,
  created_at: Timestamp,
  /** null while unread. */
  read_at: Timestamp.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** A page of the caller's notifications, newest first, with their unread count. */
export const NotificationList = ListMeta.extend({
  notifications: z.array(Notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const UnreadCount = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** How many notifications a "mark all read" changed, and the unread count after it (0). */
export const MarkAllRead = z.object({ updated: z.number().int(), unread: z.number().int() });
export type MarkAllRead = z.infer<typeof MarkAllRead>;

const ReminderMinutes = z
  .number({ error: NOTIFICATION_MESSAGES.reminderMinutes })
  .refine((v) => (REMINDER_MINUTES as readonly number[]).includes(v), NOTIFICATION_MESSAGES.reminderMinutes)
  .nullable();

/** A person's notification settings: reminder lead time (null: no reminders), in the app, by mail. */
export const NotificationPreferences = z.object({
  reminder_minutes: z.number().int().nullable(),
  in_app: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/** Changes some settings; the others keep their value. */
export const UpdateNotificationPreferences = z
  .object({
    reminder_minutes: ReminderMinutes.optional(),
    in_app: z.boolean().optional(),
    email: z.boolean().optional(),
  })
  .strict();
export type UpdateNotificationPreferences = z.infer<typeof UpdateNotificationPreferences>;

const OnOff = z.enum(['on', 'off']);

/**
 * The settings form's fields as the page holds them (select values are text): the lead time as minutes or
 * `off`, the two channels as `on`/`off`. Its output is the update body.
 */
export const NotificationPreferencesForm = z
  .object({
    reminder_minutes: z
      .string()
      .refine(
        (v) => v === 'off' || (REMINDER_MINUTES as readonly number[]).includes(Number(v)),
        NOTIFICATION_MESSAGES.reminderMinutes,
      ),
    in_app: OnOff,
    email: OnOff,
  })
  .transform((v): UpdateNotificationPreferences => ({
    reminder_minutes: v.reminder_minutes === 'off' ? null : Number(v.reminder_minutes),
    in_app: v.in_app === 'on',
    email: v.email === 'on',
  }));
