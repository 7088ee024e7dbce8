import { linkOptions } from '@tanstack/react-router';
import type { IconName } from '../ui/icons';

/** docs/product.md#layout: event navigation; networking and sponsors are served by the event roadmap page. */
export function eventNavLinks(eventId: string) {
  return [
    { label: 'Event Home', icon: 'home', link: linkOptions({ to: '/app/events/$eventId', params: { eventId }, activeOptions: { exact: true } }) },
    { label: 'Agenda', icon: 'calendar', link: linkOptions({ to: '/app/events/$eventId/agenda', params: { eventId } }) },
    { label: 'Speakers', icon: 'mic', link: linkOptions({ to: '/app/events/$eventId/speakers', params: { eventId } }) },
    { label: 'Networking', icon: 'network', link: linkOptions({ to: '/app/events/$eventId/$', params: { eventId, _splat: 'networking' } }) },
    { label: 'Sponsors', icon: 'award', link: linkOptions({ to: '/app/events/$eventId/$', params: { eventId, _splat: 'sponsors' } }) },
  ] satisfies Array<{ label: string; icon: IconName; link: object }>;
}

/** docs/product.md#layout: the admin block, shown only to admins of the event. */
export function eventAdminLinks(eventId: string) {
  return [
    { label: 'Sessions', link: linkOptions({ to: '/app/events/$eventId/admin/sessions', params: { eventId } }) },
    { label: 'Attendees', link: linkOptions({ to: '/app/events/$eventId/admin/attendees', params: { eventId } }) },
    { label: 'Speakers', link: linkOptions({ to: '/app/events/$eventId/admin/speakers', params: { eventId } }) },
    { label: 'Sponsors', link: linkOptions({ to: '/app/events/$eventId/admin/sponsors', params: { eventId } }) },
    { label: 'Networking', link: linkOptions({ to: '/app/events/$eventId/admin/networking', params: { eventId } }) },
    { label: 'Event Settings', link: linkOptions({ to: '/app/events/$eventId/admin/settings', params: { eventId } }) },
  ];
}
