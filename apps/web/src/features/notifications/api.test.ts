import type { Notification, NotificationList } from '@atria/contracts/zod-free';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyNotification, BELL_PAGE_SIZE, notificationKeys } from './api';

const reminder = (id: number): Notification => ({
  id,
  kind: 'session_reminder',
  data: {
    session_id: id,
    session_title: `Talk ${id}`,
    event_id: 1,
    event_title: 'Conf',
    starts_at: '2031-06-01T08:00:00.000Z',
    time_zone: 'Europe/Berlin',
    minutes_before: 10,
  },
  created_at: '2031-06-01T07:50:00.000Z',
  read_at: null,
});

const list = (items: Notification[], unread: number): NotificationList => ({
  notifications: items,
  unread,
  total_items: items.length,
  total_pages: 1,
  current_page: 1,
  per_page: BELL_PAGE_SIZE,
});

describe('a pushed notification', () => {
  it('goes first in the bell’s list and counts as unread once, however often it arrives', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.list(), list([reminder(1)], 1));
    applyNotification(client, reminder(2));
    applyNotification(client, reminder(2));
    const after = client.getQueryData<NotificationList>(notificationKeys.list());
    expect(after?.notifications.map((n) => n.id)).toEqual([2, 1]);
    expect(after?.unread).toBe(2);
    expect(after?.total_items).toBe(2);
  });

  it('keeps the list to one page', () => {
    const client = new QueryClient();
    const full = Array.from({ length: BELL_PAGE_SIZE }, (_, i) => reminder(i + 1));
    client.setQueryData(notificationKeys.list(), list(full, 0));
    applyNotification(client, reminder(100));
    const after = client.getQueryData<NotificationList>(notificationKeys.list());
    expect(after?.notifications).toHaveLength(BELL_PAGE_SIZE);
    expect(after?.notifications[0]?.id).toBe(100);
  });

  it('changes nothing before the list was loaded (the fetch will bring it)', () => {
    const client = new QueryClient();
    applyNotification(client, reminder(3));
    expect(client.getQueryData(notificationKeys.list())).toBeUndefined();
  });
});
