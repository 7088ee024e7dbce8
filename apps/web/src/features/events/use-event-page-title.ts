import { MESSAGES } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { useOrganizerView } from '../../components/layout/organizer-view';
import { usePageTitle } from '../../components/layout/page-title';
import { isApiError } from '../../lib/api-client';
import { useContractMessages } from '../../lib/i18n/contract-messages';
import { useI18n } from '../../lib/i18n/i18n';
import '../app-messages';
import { eventQueryOptions } from './api';

/**
 * The top bar's title for the event query's state: `loading` ('Loading...'), the event's title, or what went
 * wrong (the contracts' message, in the page's language through `inLanguage`).
 */
export function eventTitle(
  event: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { title: string };
  },
  loading: string,
  inLanguage: (text: string) => string = (text) => text,
): string {
  if (event.data) return event.data.title;
  if (event.isError) {
    const notFound = isApiError(event.error) && (event.error.status === 404 || event.error.status === 400);
    return inLanguage(notFound ? MESSAGES.eventNotFound : MESSAGES.errorLoadingEvent);
  }
  return loading;
}

/**
 * docs/product.md#layout: an event page's top bar shows the event's title in every state of the event (never
 * a stand-in like 'Event'), with the subtitle 'Organizer View' when the page was reached under
 * /organizations/ by a member of that organization (someone who only takes part in the event sees the
 * same read-only page without it; the organization layout route decides, see components/layout/organizer-view).
 * The event query is the page's own, shared through the cache.
 */
export function useEventPageTitle(eventId: number): void {
  const event = useQuery(eventQueryOptions(eventId));
  const organizerView = useOrganizerView();
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  usePageTitle(eventTitle(event, t('events.loading'), inLanguage), organizerView ? t('org.organizerView') : undefined);
}
