import type { EventSummary } from '@atria/contracts';
import { canEditEvent, isEventAdmin, type EventCardView } from '../event-card-rules';
import { EventCard } from './event-card';

/** A responsive grid of event cards (1, 2, 3 columns). */
export function EventCardGrid({ events, view, orgAdminOrOwner = false }: { events: EventSummary[]; view: EventCardView; orgAdminOrOwner?: boolean }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" aria-label="Events">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard
            event={event}
            view={view}
            canEdit={view === 'organization' && canEditEvent(event, orgAdminOrOwner)}
            canDelete={view === 'organization' && isEventAdmin(event, orgAdminOrOwner)}
          />
        </li>
      ))}
    </ul>
  );
}
