import type { EventDetail } from '@atria/contracts';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { openModal } from '../../modals';
import { EventGate, type EventView } from '../../sessions';
import { agendaDay } from '../search';
import { AgendaDay } from './agenda-day';
import { CreatedSessionNotice } from './created-session-notice';
import { DayNavigator } from './day-navigator';
import { AgendaCalendarLinks, LazyNowNext, ZoneToggle } from '../../my-agenda';

export interface AgendaPageProps {
  eventId: number;
  view: EventView;
  /** The day asked for (from the URL); clamped to the event's days. */
  day: number;
  onDayChange: (day: number) => void;
}

/** docs/product.md#agenda, in both views; editors also get 'Add Session'. */
export function AgendaPage({ eventId, view, day, onDayChange }: AgendaPageProps) {
  return (
    <EventGate eventId={eventId}>
      {(event) => <Agenda event={event} view={view} day={day} onDayChange={onDayChange} />}
    </EventGate>
  );
}

function Agenda({ event, view, day, onDayChange }: Omit<AgendaPageProps, 'eventId'> & { event: EventDetail }) {
  const { start_date: startDate, day_count: dayCount } = event;
  if (!startDate || !dayCount) return <p className="text-slate-600">Event information not available</p>;
  const current = agendaDay(day, dayCount);

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Agenda</h2>
        {event.permissions.can_edit && (
          <Button onClick={() => openModal('session', { eventId: event.id })}>
            <Icon name="calendar" className="size-4" />
            Add Session
          </Button>
        )}
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ZoneToggle eventZone={event.time_zone} />
        <AgendaCalendarLinks eventId={event.id} canEdit={event.permissions.can_edit} />
      </div>
      <LazyNowNext event={event} view={view} />
      {event.permissions.can_edit && <CreatedSessionNotice eventId={event.id} view={view} />}
      <DayNavigator day={current} dayCount={dayCount} startDate={startDate} onChange={onDayChange} />
      <AgendaDay eventId={event.id} day={current} view={view} />
    </div>
  );
}
