/** The contract types (`z.infer` of each schema), type-only: re-exported by the zod-free entry. */
export type * from './enums';
export type * from './common';
export type * from './auth';
export type * from './users';
export type * from './events';
export type * from './sessions';
export type * from './messages';
export type * from './realtime';
export type * from './organizations';
export type * from './account';
export type {
  MarkAllRead,
  Notification,
  NotificationKind,
  NotificationList,
  NotificationPreferences,
  SessionReminderData,
  UnreadCount,
  UpdateNotificationPreferences,
} from './notifications';
export type * from './mail';
export type * from './attendees-import';
export type * from './tokens';
export type * from './data-export';
export type * from './network';
export type * from './webhooks';
export type * from './media';
