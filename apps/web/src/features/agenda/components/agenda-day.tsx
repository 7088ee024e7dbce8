import type { Session } from '@atria/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { browserTimeZone } from '../../../lib/dates';
import { useI18n } from '../../../lib/i18n/i18n';
import { LG_UP, useMediaQuery } from '../../../lib/use-media-query';
import { eventQueryOptions } from '../../events';
import { useTimeMode } from '../../my-agenda';
import { daySessionsQueryOptions, type EventView } from '../../sessions';
import type { TimelineClock } from '../layout';
import { neighbourDays, viewerDay } from '../viewer-day';
import { AgendaList } from './agenda-list';
import { AgendaTimeline } from './agenda-timeline';

interface DaySessions {
  isPending: boolean;
  isError: boolean;
  sessions: readonly Session[];
  /** Set in my time: the day laid out in the viewer's zone. */
  clock?: TimelineClock<Session>;
}

/** The days' queries as one: a stable function, so TanStack Query hands back the same object until one changes. */
function combineDays(results: { data?: Session[]; isPending: boolean; isError: boolean }[]) {
  return {
    isPending: results.some((r) => r.isPending),
    isError: results.some((r) => r.isError),
    sessions: results.flatMap((r) => r.data ?? []),
  };
}

/**
 * The sessions of day `day` as the page shows them: the event day's own (event time, or my time in the event's
 * zone), or, in my time elsewhere, those falling on that date in the viewer's zone, gathered from the event days
 * around it (viewer-day.ts).
 */
function useDaySessions(eventId: number, day: number): DaySessions {
  const mode = useTimeMode();
  const myZone = browserTimeZone();
  const event = useQuery(eventQueryOptions(eventId));
  const zone = event.data?.time_zone;
  const dayCount = event.data?.day_count ?? 0;
  const startDate = event.data?.start_date ?? null;
  const mine = mode === 'mine' && zone !== undefined && zone !== myZone && startDate !== null && dayCount > 0;
  const dayList = mine ? neighbourDays(day, dayCount) : [day];
  const days = useQueries({ queries: dayList.map((d) => daySessionsQueryOptions(eventId, d)), combine: combineDays });
  const shaped = useMemo(() => {
    if (days.isPending || days.isError) return { sessions: [] as Session[] };
    if (!mine || !startDate) return { sessions: days.sessions };
    return viewerDay(days.sessions, day, dayCount, startDate, myZone);
  }, [days, mine, day, dayCount, startDate, myZone]);
  const { isPending, isError } = days;
  return { isPending, isError, ...shaped };
}

/**
 * One day's sessions: the absolute timeline from 992 px up (where four parallel cards still fit beside the
 * side navigation), a time-ordered list below that. `nowMinutes` (the event zone's clock, today only) draws the
 * 'now' line.
 */
export function AgendaDay({
  eventId,
  day,
  view,
  nowMinutes = null,
}: {
  eventId: number;
  day: number;
  view: EventView;
  nowMinutes?: number | null;
}) {
  const { t } = useI18n();
  const sessions = useDaySessions(eventId, day);
  // The 'now' line is on the event's clock; a day laid out in my time (sessions.clock) has its own hours.
  const now = sessions.clock ? null : nowMinutes;
  const wide = useMediaQuery(LG_UP);
  const label = t('agenda.day.sessions', { day });

  if (sessions.isPending) return <p className="mt-6 text-slate-600">{t('agenda.loading')}</p>;
  if (sessions.isError) return <Alert title={t('agenda.day.error')} className="mt-6" />;
  if (sessions.sessions.length === 0) {
    return (
      <p className="mt-6 rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        {t('agenda.day.empty')}
      </p>
    );
  }
  return wide ? (
    <AgendaTimeline sessions={sessions.sessions} view={view} label={label} nowMinutes={now} clock={sessions.clock} />
  ) : (
    <AgendaList sessions={sessions.sessions} view={view} label={label} nowMinutes={now} />
  );
}
