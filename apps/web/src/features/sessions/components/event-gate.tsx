import { MESSAGES, type EventDetail } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import { eventQueryOptions, useEventPageTitle } from '../../events';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/**
 * Loads the event for a page: 'Loading...', 'Event not found' / 'Error loading event', then the page; the top
 * bar follows (see `useEventPageTitle`).
 */
export function EventGate({ eventId, children }: { eventId: number; children: (event: EventDetail) => ReactNode }) {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  const event = useQuery(eventQueryOptions(eventId));
  useEventPageTitle(eventId);
  if (event.isPending) return <p className="text-slate-600">{t('session.loading')}</p>;
  if (event.isError) {
    const notFound = isApiError(event.error) && event.error.status === 404;
    return <Alert title={inLanguage(notFound ? MESSAGES.eventNotFound : MESSAGES.errorLoadingEvent)} />;
  }
  return children(event.data);
}

/** An event URL whose id cannot be an event's: 'Event not found', in the page and the top bar. */
export function EventNotFound() {
  const inLanguage = useContractMessages();
  usePageTitle(inLanguage(MESSAGES.eventNotFound));
  return <Alert title={inLanguage(MESSAGES.eventNotFound)} />;
}
