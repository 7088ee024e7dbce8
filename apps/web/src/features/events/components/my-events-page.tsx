import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';
import { userEventsQueryOptions } from '../api';
import { EventCardGrid } from './event-card-grid';

/** /app/events (title Events): the events the user takes part in, in the attendee view. */
export function MyEventsPage() {
  usePageTitle('Events');
  const { user } = useAuth();
  const events = useQuery({ ...userEventsQueryOptions(user?.id ?? 0), enabled: user !== null });

  return (
    <div className="mx-auto max-w-6xl">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">Your events</h2>
      {events.isPending && (
        <p className="mt-8 flex items-center gap-2 text-slate-600">
          <Spinner /> Loading events...
        </p>
      )}
      {events.isError && <Alert title="Error loading events" className="mt-8" />}
      {events.data?.events.length === 0 && (
        <Card className="mt-8 px-6 py-12 text-center">
          <p className="text-lg text-slate-700">You haven't been invited to any events yet...</p>
        </Card>
      )}
      {events.data && events.data.events.length > 0 && (
        <div className="mt-6">
          <EventCardGrid events={events.data.events} view="attendee" />
        </div>
      )}
    </div>
  );
}
