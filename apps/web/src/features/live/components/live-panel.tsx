import '../messages';
import type { SessionStatus } from '@atria/contracts/zod-free';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { intlFormat } from 'date-fns';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../../lib/cx';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { directionOf } from '../../../lib/i18n/locales';
import { fetchWatchers, unmuteUser } from '../api';
import { liveKeys } from '../keys';
import { type LiveActivity, useLiveSession } from '../use-live-session';
import { ChatRoomView } from './chat-room';
import { PollsTab } from './polls-tab';
import { QuestionsTab } from './questions-tab';

type Tab = 'chat' | 'qa' | 'polls' | 'backstage';

const TAB_LABELS: Record<Tab, MessageKey> = {
  chat: 'live.tab.chat',
  qa: 'live.tab.qa',
  polls: 'live.tab.polls',
  backstage: 'live.tab.backstage',
};

const STATUS_ANNOUNCEMENTS: Record<SessionStatus, MessageKey> = {
  LIVE: 'live.status.live',
  COMPLETED: 'live.status.completed',
  CANCELLED: 'live.status.cancelled',
  UPCOMING: 'live.status.upcoming',
};

const NO_UNREAD: Record<Tab, number> = { chat: 0, qa: 0, polls: 0, backstage: 0 };

export interface LivePanelProps {
  sessionId: number;
  eventId: number;
  status: SessionStatus;
  userId: number;
  /** The event's organizers, admins and moderators. */
  staff: boolean;
}

function tabOf(activity: LiveActivity): Tab {
  if (activity.kind === 'chat') return activity.room === 'PUBLIC' ? 'chat' : 'backstage';
  return activity.kind === 'question' ? 'qa' : 'polls';
}

/**
 * The live session's side panel (docs/live.md): Chat, Q&A, Polls and, for the session's speakers and the event's
 * staff, Backstage, as Radix tabs (arrow keys move between them). Tabs not on show count what arrived as an
 * unread badge; what arrives in the open tab, and the panel's own results, are announced politely.
 */
export function LivePanel({ sessionId, eventId, status, userId, staff }: LivePanelProps) {
  const { t, locale } = useI18n();
  const [tab, setTab] = useState<Tab>('chat');
  const [unread, setUnread] = useState(NO_UNREAD);
  const [announcement, setAnnouncement] = useState('');
  const [showWatchers, setShowWatchers] = useState(false);
  const current = useRef(tab);
  current.current = tab;

  const announce = (text: string) => setAnnouncement(text);

  const live = useLiveSession(sessionId, eventId, userId, (activity) => {
    const target = tabOf(activity);
    if (target !== current.current) {
      setUnread((now) => ({ ...now, [target]: now[target] + 1 }));
    } else if (activity.kind === 'chat') {
      announce(t('live.announce.message', { name: activity.message.author.full_name, body: activity.message.body }));
    } else if (activity.kind === 'question') {
      announce(t('live.announce.question', { body: activity.question.body }));
    }
  });

  // The organizer switched the session LIVE or ended it: the badge changes, and the change is said.
  const shownStatus = useRef(status);
  useEffect(() => {
    if (shownStatus.current === status) return;
    shownStatus.current = status;
    setAnnouncement(t(STATUS_ANNOUNCEMENTS[status]));
  }, [status, t]);

  const tabs: Tab[] = live.backstage ? ['chat', 'qa', 'polls', 'backstage'] : ['chat', 'qa', 'polls'];
  const shown = tabs.includes(tab) ? tab : 'chat';
  const select = (value: string) => {
    const next = tabs.find((candidate) => candidate === value) ?? 'chat';
    setTab(next);
    setUnread((now) => ({ ...now, [next]: 0 }));
  };

  let notice: ReactNode = null;
  if (live.revoked) notice = t('live.revoked');
  else if (!live.joined) notice = t('live.connecting');

  return (
    <section
      aria-labelledby={`live-${sessionId}-title`}
      className="flex h-[34rem] min-w-0 flex-col overflow-hidden rounded-card border border-slate-200 bg-white shadow-card lg:sticky lg:top-4 lg:h-[calc(100dvh-14rem)] lg:max-h-[46rem] lg:min-h-[28rem]"
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <h2 id={`live-${sessionId}-title`} className="text-base font-semibold text-slate-900">
          {t('live.panel.title')}
        </h2>
        {live.watching !== null &&
          (staff ? (
            <button
              type="button"
              aria-expanded={showWatchers}
              aria-controls={`live-${sessionId}-watchers`}
              onClick={() => setShowWatchers((now) => !now)}
              className="flex items-center gap-1.5 rounded-md px-1.5 py-0.5 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-600"
            >
              <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
              {t('live.watching', { count: live.watching })}
            </button>
          ) : (
            <p className="flex items-center gap-1.5 text-sm text-slate-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-red-600" />
              {t('live.watching', { count: live.watching })}
            </p>
          ))}
      </header>
      {staff && showWatchers && (
        <Watchers sessionId={sessionId} eventId={eventId} watching={live.watching} onAnnounce={announce} />
      )}
      {live.mutedUntil && <MutedBanner until={live.mutedUntil} />}
      {notice && (
        <p role="status" className="border-b border-slate-100 bg-slate-50 px-4 py-1.5 text-xs text-slate-700">
          {notice}
        </p>
      )}
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <TabsPrimitive.Root
        value={shown}
        onValueChange={select}
        dir={directionOf(locale)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <TabsPrimitive.List
          aria-label={t('live.tabs.label')}
          className="mx-3 mt-3 flex shrink-0 gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1"
        >
          {tabs.map((value) => (
            <TabsPrimitive.Trigger
              key={value}
              value={value}
              className={cx(
                'flex flex-1 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900',
                'focus-visible:outline-2 focus-visible:outline-primary-600',
                'data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-sm',
              )}
            >
              {t(TAB_LABELS[value])}
              {unread[value] > 0 && (
                <span className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
                  <span aria-hidden="true">{unread[value] > 99 ? '99+' : unread[value]}</span>
                  <span className="sr-only">{t('live.tab.unread', { count: unread[value] })}</span>
                </span>
              )}
            </TabsPrimitive.Trigger>
          ))}
        </TabsPrimitive.List>
        <TabsPrimitive.Content value="chat" className="flex min-h-0 flex-1 flex-col">
          <ChatRoomView
            sessionId={sessionId}
            eventId={eventId}
            room="PUBLIC"
            userId={userId}
            staff={staff}
            typingIds={live.typing.PUBLIC}
            onAnnounce={announce}
          />
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="qa" className="flex min-h-0 flex-1 flex-col">
          <QuestionsTab
            sessionId={sessionId}
            userId={userId}
            manager={live.backstage}
            staff={staff}
            onAnnounce={announce}
          />
        </TabsPrimitive.Content>
        <TabsPrimitive.Content value="polls" className="flex min-h-0 flex-1 flex-col">
          <PollsTab sessionId={sessionId} staff={staff} onAnnounce={announce} />
        </TabsPrimitive.Content>
        {live.backstage && (
          <TabsPrimitive.Content value="backstage" className="flex min-h-0 flex-1 flex-col">
            <ChatRoomView
              sessionId={sessionId}
              eventId={eventId}
              room="BACKSTAGE"
              userId={userId}
              staff={staff}
              typingIds={live.typing.BACKSTAGE}
              onAnnounce={announce}
            />
          </TabsPrimitive.Content>
        )}
      </TabsPrimitive.Root>
    </section>
  );
}

/** The viewer's own mute: shown while it runs (it appears and goes live, with `user_muted` / `user_unmuted`). */
function MutedBanner({ until }: { until: string }) {
  const { t, intl } = useI18n();
  const end = new Date(until);
  const sameDay = end.toDateString() === new Date().toDateString();
  const time = intlFormat(
    end,
    sameDay ? { hour: 'numeric', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' },
    { locale: intl },
  );
  return (
    <p
      role="status"
      data-testid="live-muted"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
    >
      {t('live.muted.banner', { time })}
    </p>
  );
}

/** For the staff: who is watching now (read again when the count changes), with a way to lift a running mute. */
function Watchers({
  sessionId,
  eventId,
  watching,
  onAnnounce,
}: {
  sessionId: number;
  eventId: number;
  watching: number | null;
  onAnnounce: (text: string) => void;
}) {
  const { t, intl } = useI18n();
  const queryClient = useQueryClient();
  const watchers = useQuery({
    queryKey: [...liveKeys.watchers(sessionId), watching],
    queryFn: () => fetchWatchers(sessionId),
  });
  const unmute = (id: number, name: string) => {
    unmuteUser(eventId, id).then(
      () => {
        onAnnounce(t('live.moderation.unmuted', { name }));
        void queryClient.invalidateQueries({ queryKey: liveKeys.watchers(sessionId) });
      },
      (error: unknown) => {
        console.error('The unmute failed', error);
        onAnnounce(t('live.error.generic'));
      },
    );
  };
  return (
    <section
      id={`live-${sessionId}-watchers`}
      aria-label={t('live.watchers.list')}
      className="max-h-40 shrink-0 overflow-y-auto border-b border-slate-100 bg-slate-50 px-4 py-2"
    >
      <h3 className="text-xs font-semibold text-slate-700">{t('live.watchers.list')}</h3>
      {watchers.isPending && <p className="text-xs text-slate-600">{t('live.loading')}</p>}
      {watchers.isError && <p className="text-xs text-red-700">{t('live.error.generic')}</p>}
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-800">
        {watchers.data?.watchers.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center gap-x-1.5">
            {person.full_name}
            {person.muted_until && (
              <>
                <span className="text-amber-800">
                  {t('live.watchers.mutedUntil', {
                    time: intlFormat(
                      new Date(person.muted_until),
                      { hour: 'numeric', minute: '2-digit' },
                      { locale: intl },
                    ),
                  })}
                </span>
                <button
                  type="button"
                  onClick={() => unmute(person.id, person.full_name)}
                  aria-label={t('live.moderation.unmuteName', { name: person.full_name })}
                  className="rounded px-1 font-medium text-primary-700 underline hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-primary-600"
                >
                  {t('live.moderation.unmute')}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
