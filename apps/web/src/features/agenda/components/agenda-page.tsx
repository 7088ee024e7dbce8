import type { EventDetail } from '@atria/contracts';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useI18n } from '../../../lib/i18n/i18n';
import { openModal } from '../../modals';
import { EventGate, type EventView } from '../../sessions';
import '../messages';
import { minutesInZone } from '../now-line';
import { agendaDay } from '../search';
import { AgendaDay } from './agenda-day';
import { CreatedSessionNotice } from './created-session-notice';
import { DAY_TABS_UP_TO, DayNavigator } from './day-navigator';
import { AgendaCalendarLinks, ZoneToggle } from '../../my-agenda';
import { currentEventDay } from '../event-day';
import { useNow } from '../../../lib/use-now';
import { LazyNowNext } from './lazy-now-next';

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
  const { t } = useI18n();
  const panelId = useId();
  // The clock moves on every minute: the 'now' line and the 'Today' tab follow it without a reload.
  const now = useNow();
  const { start_date: startDate, day_count: dayCount } = event;
  if (!startDate || !dayCount) return <p className="text-slate-600">{t('agenda.page.noEventInfo')}</p>;
  const current = agendaDay(day, dayCount);
  const today = currentEventDay(startDate, dayCount, event.time_zone, now);
  const tabs = dayCount > 1 && dayCount <= DAY_TABS_UP_TO;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('agenda.page.heading')}</h2>
        {event.permissions.can_edit && (
          <Button onClick={() => openModal('session', { eventId: event.id })}>
            <Icon name="calendar" className="size-4" />
            {t('agenda.page.addSession')}
          </Button>
        )}
      </div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <ZoneToggle eventZone={event.time_zone} />
        <AgendaCalendarLinks eventId={event.id} canEdit={event.permissions.can_edit} />
      </div>
      <LazyNowNext event={event} view={view} />
      {event.permissions.can_edit && <CreatedSessionNotice eventId={event.id} view={view} />}
      <DayNavigator
        day={current}
        dayCount={dayCount}
        startDate={startDate}
        onChange={onDayChange}
        today={today}
        panelId={tabs ? panelId : undefined}
      />
      <div
        id={panelId}
        role={tabs ? 'tabpanel' : undefined}
        aria-label={tabs ? t('agenda.days.day', { day: current }) : undefined}
      >
        <AgendaDay
          eventId={event.id}
          day={current}
          view={view}
          nowMinutes={today === current ? minutesInZone(now, event.time_zone) : null}
        />
      </div>
    </div>
  );
}
