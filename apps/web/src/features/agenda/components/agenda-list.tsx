import type { Session } from '@atria/contracts';
import { useState } from 'react';
import { SessionCard, type EventView } from '../../sessions';
import { parseTimeToMinutes } from '../../../lib/dates';
import { useTimeMode, zonedClock } from '../../my-agenda';

/** Sessions grouped by start time, in clock order (parallel sessions keep their API order). */
export function groupByStartTime(sessions: readonly Session[]): Array<{ start: string; sessions: Session[] }> {
  const groups = new Map<number, Session[]>();
  for (const session of sessions) {
    const minutes = parseTimeToMinutes(session.start_time) ?? 0;
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
}: {
  sessions: readonly Session[];
  view: EventView;
  label: string;
}) {
  const mode = useTimeMode();
  return (
    <ol aria-label={label} className="mt-4 space-y-5" data-testid="agenda-list">
      {groupByStartTime(sessions).map((group) => (
        <li key={group.start}>
          <h3 className="mb-2 flex items-center gap-3 text-sm font-semibold text-slate-700">
            {group.sessions[0] ? zonedClock(group.sessions[0], group.start, mode) : group.start}
            <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            {group.sessions.length > 1 && (
              <span className="text-xs font-medium text-slate-600">{group.sessions.length} in parallel</span>
            )}
          </h3>
          <ul className="space-y-2">
            {group.sessions.map((session) => (
              <ListItem key={session.id} session={session} view={view} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
