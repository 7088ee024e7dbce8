import { useQuery } from '@tanstack/react-query';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';
import { eventQueryOptions } from '../api';

/** An event page that is not built yet: the event's title in the top bar, '{route} is under construction'. */
export function EventPlaceholder({ eventId, route }: { eventId: number; route: string }) {
  const event = useQuery(eventQueryOptions(eventId));
  return <PlaceholderPage title={event.data?.title ?? 'Event'} route={route} />;
}
