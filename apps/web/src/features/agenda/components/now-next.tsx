import type { EventDetail, Session } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../../lib/i18n/i18n';
import { sessionLink, type EventView } from '../../../lib/event-paths';
import { SessionTime } from '../../my-agenda';
import { daySessionsQueryOptions } from '../../sessions';
import '../calendar-messages';
import { currentEventDay } from '../event-day';
import { nowAndNext } from '../now-next';
import { useNow } from '../../../lib/use-now';

/**
 * Event home and agenda: what is on now and what starts next, worked out in the browser from the day's sessions
 * and their status, again every minute (the day's sessions are fetched anew each minute too). Nothing once the event is over.
 */
export function NowNext({ event, view }: { event: EventDetail; view: EventView }) {
  const { t } = useI18n();
  const now = useNow();
  const day = currentEventDay(event.start_date, event.day_count, event.time_zone, now);
  // Statuses reach the agenda by asking again each minute (the socket's status events go to a session's viewers only).
  const today = useQuery({
    ...daySessionsQueryOptions(event.id, day ?? 1),
    enabled: day !== null,
    refetchInterval: 60_000,
  });
  const hasTomorrow = day !== null && day < event.day_count;
  const tomorrow = useQuery({
    ...daySessionsQueryOptions(event.id, (day ?? 1) + 1),
    enabled: hasTomorrow && today.isSuccess,
  });
  if (day === null || !today.data) return null;
  const sessions = [...today.data, ...(hasTomorrow ? (tomorrow.data ?? []) : [])];
  const { now: onNow, next } = nowAndNext(sessions, now);
  if (onNow.length === 0 && next.length === 0) return null;

  const item = (session: Session) => (
    <li key={session.id} className="flex min-w-0 flex-wrap items-baseline gap-x-2">
      <Link
        {...sessionLink(view, event.id, session.id)}
        className="min-w-0 truncate font-medium text-slate-900 hover:text-primary-700 hover:underline"
      >
        {session.title}
      </Link>
      <SessionTime slot={session} className="text-sm text-slate-600" />
    </li>
  );
  return (
    <section
      aria-label={t('calendar.nowNext.label')}
      aria-live="polite"
      data-testid="now-next"
      className="mb-4 grid gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <div className="min-w-0">
        <h3 className="mb-1 flex items-center gap-2 text-sm font-semibold text-green-800">
          <span aria-hidden="true" className="size-2 rounded-full bg-green-600 motion-safe:animate-pulse" />
          {t('calendar.nowNext.now')}
        </h3>
        {onNow.length > 0 ? (
          <ul className="space-y-1">{onNow.map(item)}</ul>
        ) : (
          <p className="text-sm text-slate-600">{t('calendar.nowNext.nothingNow')}</p>
        )}
      </div>
      <div className="min-w-0">
        <h3 className="mb-1 text-sm font-semibold text-slate-700">{t('calendar.nowNext.next')}</h3>
        {next.length > 0 ? (
          <ul className="space-y-1">{next.map(item)}</ul>
        ) : (
          <p className="text-sm text-slate-600">{t('calendar.nowNext.nothingNext')}</p>
        )}
      </div>
    </section>
  );
}
