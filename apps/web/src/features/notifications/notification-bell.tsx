import './messages';
import type { Notification } from '@atria/contracts/zod-free';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { useI18n, type Translate } from '../../lib/i18n/i18n';
import { chatSocket } from '../chat';
import { applyNotification, markAllRead, markRead, notificationKeys, notificationsQueryOptions } from './api';

/** What a reminder says: the session and how soon it starts. */
function headline(t: Translate, n: Notification): string {
  const session = n.data.session_title;
  return n.data.minutes_before === 0
    ? t('notifications.reminder.now', { session })
    : t('notifications.reminder.soon', { session, minutes: n.data.minutes_before });
}

/** The start in the event's zone, with the zone's short name (as the event shows its times). */
function startTime(intl: string, n: Notification): string {
  try {
    return new Intl.DateTimeFormat(intl, {
      timeZone: n.data.time_zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(new Date(n.data.starts_at));
  } catch {
    return new Date(n.data.starts_at).toLocaleString(intl);
  }
}

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth={2}>
      <path strokeLinecap="round" strokeLinejoin="round" d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path strokeLinecap="round" strokeLinejoin="round" d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The header's bell (docs/notifications.md#the-bell): the unread count as a badge, kept live by the socket's
 * `notification_created`, and a panel listing the newest notifications with "mark as read" and "mark all as read".
 * New notifications are announced in a polite live region.
 */
export function NotificationBell() {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(notificationsQueryOptions());
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const stops = [
      chatSocket.on('notification_created', (n) => {
        applyNotification(queryClient, n);
        setAnnouncement(t('notifications.live', { title: headline(t, n) }));
      }),
      // Nothing pushed while the socket was down is replayed: fetch again on every (re)connection.
      chatSocket.on('connection_success', () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, t]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
  const readOne = useMutation({ mutationFn: markRead, onSettled: refresh });
  const readAll = useMutation({ mutationFn: markAllRead, onSettled: refresh });

  const unread = data?.unread ?? 0;
  const items = data?.notifications ?? [];
  const label = unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label');

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="relative flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <BellIcon />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-1 right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        id={panelId}
        hidden={!open}
        className="fixed top-20 right-2 left-2 z-50 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg sm:absolute sm:top-full sm:right-0 sm:left-auto sm:mt-2 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 className="text-base font-semibold text-slate-900">{t('notifications.heading')}</h2>
          {unread > 0 && (
            <button
              type="button"
              onClick={() => readAll.mutate()}
              className="rounded-md px-2 py-1 text-sm font-medium text-primary-700 hover:bg-primary-50"
            >
              {t('notifications.markAllRead')}
            </button>
          )}
        </div>
        {isError && <p className="px-4 py-3 text-sm text-red-700">{t('notifications.error')}</p>}
        {!isError && items.length === 0 && (
          <p className="px-4 py-3 text-sm text-slate-600">{t('notifications.empty')}</p>
        )}
        {items.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {items.map((n) => {
              const isUnread = n.read_at === null;
              return (
                <li key={n.id} className={cx('flex items-start gap-3 px-4 py-3', isUnread && 'bg-primary-50')}>
                  <div className="min-w-0 flex-1">
                    <Link
                      to="/app/events/$eventId/sessions/$sessionId"
                      params={{ eventId: String(n.data.event_id), sessionId: String(n.data.session_id) }}
                      onClick={() => {
                        if (isUnread) readOne.mutate(n.id);
                        setOpen(false);
                      }}
                      className="block text-sm font-medium break-words text-slate-900 hover:underline"
                    >
                      {isUnread && <span className="sr-only">{t('notifications.unread')}: </span>}
                      {headline(t, n)}
                    </Link>
                    <p className="mt-0.5 text-xs break-words text-slate-600">
                      {t('notifications.reminder.when', { event: n.data.event_title, time: startTime(intl, n) })}
                    </p>
                  </div>
                  {isUnread && (
                    <button
                      type="button"
                      onClick={() => readOne.mutate(n.id)}
                      className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-primary-700 hover:bg-white"
                    >
                      {t('notifications.markRead')}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
