import { UnderConstruction } from '../../../components/layout/placeholder-page';
import { useEventPageTitle } from '../use-event-page-title';

/** An event page that is not built yet: the event's title in the top bar, '{route} is under construction'. */
export function EventPlaceholder({ eventId, route }: { eventId: number; route: string }) {
  useEventPageTitle(eventId);
  return <UnderConstruction route={route} />;
}
