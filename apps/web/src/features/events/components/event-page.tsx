import { MESSAGES, type EventDetail } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { eventQueryOptions } from '../api';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { useEventPageTitle } from '../use-event-page-title';

/**
 * An event page: the event's title in the top bar, 'Loading...', then the page, or 'Event not found' (404)
 * and 'Error loading event' (docs/product.md#event-landing-page).
 */
export function EventPage({ eventId, children }: { eventId: number; children: (event: EventDetail) => ReactNode }) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const event = useQuery(eventQueryOptions(eventId));
  useEventPageTitle(eventId);
  if (event.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600">
        <Spinner /> {t('events.loading')}
      </p>
    );
  }
  if (event.isError) {
    const notFound = isApiError(event.error) && (event.error.status === 404 || event.error.status === 400);
    return <Alert title={inLanguage(notFound ? MESSAGES.eventNotFound : MESSAGES.errorLoadingEvent)} />;
  }
  return children(event.data);
}
