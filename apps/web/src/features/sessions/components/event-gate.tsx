import { MESSAGES, type EventDetail } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { eventQueryOptions } from '../../events/api';

/** Loads the event for a page: 'Loading...', 'Event not found' / 'Error loading event', then the page. */
export function EventGate({ eventId, children }: { eventId: number; children: (event: EventDetail) => ReactNode }) {
  const event = useQuery(eventQueryOptions(eventId));
  if (event.isPending) return <p className="text-slate-600">Loading...</p>;
  if (event.isError) {
    const notFound = isApiError(event.error) && event.error.status === 404;
    return <Alert title={notFound ? MESSAGES.eventNotFound : MESSAGES.errorLoadingEvent} />;
  }
  return children(event.data);
}
