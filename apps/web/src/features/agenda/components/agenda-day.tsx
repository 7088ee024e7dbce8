import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { LG_UP, useMediaQuery } from '../../../lib/use-media-query';
import { daySessionsQueryOptions, type EventView } from '../../sessions';
import { AgendaList } from './agenda-list';
import { AgendaTimeline } from './agenda-timeline';

/**
 * One day's sessions: the absolute timeline from 992 px up (where four parallel cards still fit beside the
 * side navigation), a time-ordered list below that.
 */
export function AgendaDay({ eventId, day, view }: { eventId: number; day: number; view: EventView }) {
  const sessions = useQuery(daySessionsQueryOptions(eventId, day));
  const wide = useMediaQuery(LG_UP);
  const label = `Sessions on day ${day}`;

  if (sessions.isPending) return <p className="mt-6 text-slate-600">Loading...</p>;
  if (sessions.isError) return <Alert title="Error loading sessions" className="mt-6" />;
  if (sessions.data.length === 0) {
    return (
      <p className="mt-6 rounded-card border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
        No sessions scheduled for this day.
      </p>
    );
  }
  return wide ? (
    <AgendaTimeline sessions={sessions.data} view={view} label={label} />
  ) : (
    <AgendaList sessions={sessions.data} view={view} label={label} />
  );
}
