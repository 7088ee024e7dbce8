import type { Session } from '@atria/contracts';
import { Fragment, useState } from 'react';
import { SessionCard, type EventView } from '../../sessions';
import { parseTimeToMinutes } from '../../../lib/dates';
import { useTimeMode, zonedClock } from '../../my-agenda';
import { useI18n } from '../../../lib/i18n/i18n';
import { NowLabel } from './now-marker';

/**
 * Sessions grouped by start time, in clock order (parallel sessions keep their API order). The event day counts
 * too: in my time a day of the viewer's may hold sessions of two event days (viewer-day.ts).
 */
export function groupByStartTime(sessions: readonly Session[]): Array<{ start: string; sessions: Session[] }> {
  const groups = new Map<number, Session[]>();
  for (const session of sessions) {
    const minutes = session.day_number * 24 * 60 + (parseTimeToMinutes(session.start_time) ?? 0);
    groups.set(minutes, [...(groups.get(minutes) ?? []), session]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => ({ start: group[0]?.start_time ?? '', sessions: group }));
}

function ListItem({ session, view }: { session: Session; view: EventView }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <li>
      <SessionCard session={session} view={view} expanded={expanded} onToggle={() => setExpanded((open) => !open)} />
    </li>
  );
}

/** Narrow screens: the day as a list under start-time headings instead of the absolute timeline. */
export function AgendaList({
  sessions,
  view,
  label,
  nowMinutes = null,
}: {
  sessions: readonly Session[];
  view: EventView;
  label: string;
  /** Minutes after midnight on the event's clock when the day is today: marks 'now' between the groups. */
  nowMinutes?: number | null;
}) {
  const { t } = useI18n();
  const mode = useTimeMode();
  const groups = groupByStartTime(sessions);
  // The line goes before the first group that starts after now (after the last one while it still runs).
  const lastEnd = Math.max(...sessions.map((s) => parseTimeToMinutes(s.end_time) ?? 0));
  const firstStart = parseTimeToMinutes(groups[0]?.start) ?? 0;
  const nowAt =
    nowMinutes === null || nowMinutes < firstStart - 60 || nowMinutes > lastEnd
      ? -1
      : (() => {
          const index = groups.findIndex((g) => (parseTimeToMinutes(g.start) ?? 0) > nowMinutes);
          return index === -1 ? groups.length : index;
        })();
  const nowLine =
    nowMinutes === null ? null : (
      <li data-testid="agenda-now" className="flex items-center gap-2">
        <NowLabel day={sessions[0]} minutes={nowMinutes} />
        <span aria-hidden="true" className="h-0.5 flex-1 bg-red-600" />
      </li>
    );
  return (
    <ol aria-label={label} className="mt-4 space-y-5" data-testid="agenda-list">
      {groups.map((group, index) => [
        index === nowAt ? <Fragment key="now">{nowLine}</Fragment> : null,
        <li key={`${group.sessions[0]?.day_number ?? 0} ${group.start}`}>
          <h3 className="mb-2 flex items-center gap-3 text-sm font-semibold text-slate-700">
            {group.sessions[0] ? zonedClock(group.sessions[0], group.start, mode) : group.start}
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            {group.sessions.length > 1 && (
              <span className="text-xs font-medium text-slate-600">
                {t('agenda.list.parallel', { count: group.sessions.length })}
              </span>
            )}
          </h3>
          <ul className="space-y-2">
            {group.sessions.map((session) => (
              <ListItem key={session.id} session={session} view={view} />
            ))}
          </ul>
        </li>,
      ])}
      {nowAt === groups.length && nowLine}
    </ol>
  );
}
