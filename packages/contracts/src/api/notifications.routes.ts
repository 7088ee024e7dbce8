import { IdParams, PaginationQuery } from '../common';
import {
  MarkAllRead,
  Notification,
  NotificationList,
  NotificationPreferences,
  UnreadCount,
  UpdateNotificationPreferences,
} from '../notifications';
import { defineRoutes, errors } from './route';

/** The caller's own notifications and their settings (docs/notifications.md). */

const tags = ['notifications'] as const;

export const notificationsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/users/me/notifications',
    auth: 'bearer',
    tags,
    summary: 'Your notifications, newest first, with the unread count',
    query: PaginationQuery,
    responses: { 200: NotificationList, ...errors(401, 422) },
  },
  unreadCount: {
    method: 'GET',
    path: '/users/me/notifications/unread-count',
    auth: 'bearer',
    tags,
    summary: 'How many of your notifications are unread',
    responses: { 200: UnreadCount, ...errors(401) },
  },
  markRead: {
    method: 'POST',
    path: '/users/me/notifications/:id/read',
    auth: 'bearer',
    tags,
    summary: 'Mark one of your notifications read (again: no change)',
    params: IdParams,
    responses: { 200: Notification, ...errors(401, 404) },
  },
  markAllRead: {
    method: 'POST',
    path: '/users/me/notifications/read',
    auth: 'bearer',
    tags,
    summary: 'Mark all your notifications read',
    responses: { 200: MarkAllRead, ...errors(401) },
  },
  preferences: {
    method: 'GET',
    path: '/users/me/notification-preferences',
    auth: 'bearer',
    tags,
    summary: 'Your notification settings (reminder lead time, in the app, by mail)',
    responses: { 200: NotificationPreferences, ...errors(401) },
  },
  updatePreferences: {
    method: 'PUT',
    path: '/users/me/notification-preferences',
    auth: 'bearer',
    tags,
    summary: 'Change some of your notification settings',
    body: UpdateNotificationPreferences,
    responses: { 200: NotificationPreferences, ...errors(401, 422) },
  },
});
