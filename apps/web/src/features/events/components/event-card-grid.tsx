import type { EventSummary } from '@atria/contracts';
import { CARD_GRID } from '../../../components/ui/card-grid';
import { canEditEvent, isEventAdmin, type EventCardView } from '../event-card-rules';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { EventCard } from './event-card';

/**
 * A responsive grid of event cards: 1, 2 or 3 columns by the width the grid has (a container query), so a
 * narrow content area beside a navigation gets fewer, readable columns rather than squeezed ones.
 */
export function EventCardGrid({
  events,
  view,
  orgAdminOrOwner = false,
}: {
  events: EventSummary[];
  view: EventCardView;
  orgAdminOrOwner?: boolean;
}) {
  const { t } = useI18n();
  return (
    <div className="@container">
      <ul className={CARD_GRID} aria-label={t('events.list')}>
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
    </div>
  );
}
