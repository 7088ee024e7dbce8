import { useLocation } from '@tanstack/react-router';
import { usePageTitle } from '../../components/layout/page-title';

/** docs/product.md#layout: the event's title in the top bar, with 'Organizer View' under /organizations/. */
export function useEventPageTitle(title: string | undefined): void {
  const organizerView = useLocation({ select: (location) => location.pathname.includes('/organizations/') });
  usePageTitle(title ?? 'Event', organizerView ? 'Organizer View' : undefined);
}
