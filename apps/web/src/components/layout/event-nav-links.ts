import { linkOptions } from '@tanstack/react-router';
import type { IconName } from '../ui/icons';

/**
 * docs/product.md#layout: the event navigation everyone sees. Only pages that work are listed; networking and
 * sponsors are still roadmap pages, so they sit in the organizers' 'Coming soon' group instead.
 */
export function eventNavLinks(eventId: string) {
  return [
    { label: 'Event Home', icon: 'home', link: linkOptions({ to: '/app/events/$eventId', params: { eventId }, activeOptions: { exact: true } }) },
    { label: 'Agenda', icon: 'calendar', link: linkOptions({ to: '/app/events/$eventId/agenda', params: { eventId } }) },
    { label: 'Speakers', icon: 'mic', link: linkOptions({ to: '/app/events/$eventId/speakers', params: { eventId } }) },
  ] satisfies Array<{ label: string; icon: IconName; link: object }>;
}

/** docs/product.md#layout: the admin block, shown only to admins of the event: the admin pages that work. */
export function eventAdminLinks(eventId: string) {
  return [{ label: 'Attendees', link: linkOptions({ to: '/app/events/$eventId/admin/attendees', params: { eventId } }) }];
}

/**
 * docs/product.md#layout: pages not built yet (the roadmap and the 'under construction' admin pages), offered to
 * admins only, folded into one 'Coming soon' group. Labels name what each page will manage, so no label repeats
 * one of the links above (the admin Speakers page is 'Speaker management', as its placeholder heading says).
 */
export function eventComingSoonLinks(eventId: string) {
  return [
    { label: 'Networking', path: 'networking', link: linkOptions({ to: '/app/events/$eventId/$', params: { eventId, _splat: 'networking' } }) },
    { label: 'Sponsors', path: 'sponsors', link: linkOptions({ to: '/app/events/$eventId/$', params: { eventId, _splat: 'sponsors' } }) },
    { label: 'Session management', path: 'admin/sessions', link: linkOptions({ to: '/app/events/$eventId/admin/sessions', params: { eventId } }) },
    { label: 'Speaker management', path: 'admin/speakers', link: linkOptions({ to: '/app/events/$eventId/admin/speakers', params: { eventId } }) },
    { label: 'Sponsor management', path: 'admin/sponsors', link: linkOptions({ to: '/app/events/$eventId/admin/sponsors', params: { eventId } }) },
    { label: 'Networking settings', path: 'admin/networking', link: linkOptions({ to: '/app/events/$eventId/admin/networking', params: { eventId } }) },
    { label: 'Event Settings', path: 'admin/settings', link: linkOptions({ to: '/app/events/$eventId/admin/settings', params: { eventId } }) },
  ];
}
