import { linkOptions } from '@tanstack/react-router';
import type { MessageKey } from '../../lib/i18n/i18n';
import type { IconName } from '../ui/icons';

/**
 * docs/product.md#layout: the event navigation everyone sees. Only pages that work are listed (networking and
 * sponsors: docs/networking.md).
 */
export function eventNavLinks(eventId: string) {
  return [
    {
      label: 'nav.eventHome',
      icon: 'home',
      link: linkOptions({ to: '/app/events/$eventId', params: { eventId }, activeOptions: { exact: true } }),
    },
    {
      label: 'nav.agenda',
      icon: 'calendar',
      link: linkOptions({ to: '/app/events/$eventId/agenda', params: { eventId } }),
    },
    {
      label: 'nav.myAgenda',
      icon: 'star',
      link: linkOptions({ to: '/app/events/$eventId/my-agenda', params: { eventId } }),
    },
    {
      label: 'nav.speakers',
      icon: 'mic',
      link: linkOptions({ to: '/app/events/$eventId/speakers', params: { eventId } }),
    },
    {
      label: 'nav.networking',
      icon: 'network',
      link: linkOptions({ to: '/app/events/$eventId/networking', params: { eventId } }),
    },
    {
      label: 'nav.sponsors',
      icon: 'award',
      link: linkOptions({ to: '/app/events/$eventId/sponsors', params: { eventId } }),
    },
  ] satisfies Array<{ label: MessageKey; icon: IconName; link: object }>;
}

/** docs/networking.md#reports: the report queue, listed for the event's moderators and those who edit it. */
export function eventModerationLink(eventId: string) {
  return linkOptions({ to: '/app/events/$eventId/reports', params: { eventId } });
}

/**
 * docs/live.md#the-page: the moderation log, listed beside the reports for the same people (the event's moderators,
 * organizers and admins: those the log's route lets in), not in the admin block, which moderators do not see.
 */
export function eventModerationLogLink(eventId: string) {
  return linkOptions({ to: '/app/events/$eventId/admin/moderation', params: { eventId } });
}

/** docs/product.md#layout: the admin block, shown only to admins of the event: the admin pages that work. */
export function eventAdminLinks(eventId: string) {
  return [
    {
      label: 'nav.attendees' as const,
      link: linkOptions({ to: '/app/events/$eventId/admin/attendees', params: { eventId } }),
    },
    {
      label: 'nav.sessionManagement' as const,
      link: linkOptions({ to: '/app/events/$eventId/admin/sessions', params: { eventId } }),
    },
    {
      label: 'nav.speakerManagement' as const,
      link: linkOptions({ to: '/app/events/$eventId/admin/speakers', params: { eventId } }),
    },
    {
      label: 'nav.eventSettings' as const,
      link: linkOptions({ to: '/app/events/$eventId/admin/settings', params: { eventId } }),
    },
    {
      label: 'nav.sponsorManagement' as const,
      link: linkOptions({ to: '/app/events/$eventId/admin/sponsors', params: { eventId } }),
    },
    {
      label: 'nav.networkingSettings' as const,
      link: linkOptions({ to: '/app/events/$eventId/admin/networking', params: { eventId } }),
    },
  ];
}
