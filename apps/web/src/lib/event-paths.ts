import { linkOptions } from '@tanstack/react-router';

/**
 * Which of the two views a page was reached through (docs/product.md#route-table: organizer view when the path contains
 * /organizations/). Links stay inside the view they were followed from.
 */
export type EventView = { kind: 'organizer'; orgId: string } | { kind: 'attendee' };

export const attendeeView: EventView = { kind: 'attendee' };

export function viewFromPath(pathname: string, orgId: number): EventView {
  return pathname.includes('/organizations/') ? { kind: 'organizer', orgId: String(orgId) } : attendeeView;
}

export function sessionLink(view: EventView, eventId: number, sessionId: number) {
  const ids = { eventId: String(eventId), sessionId: String(sessionId) };
  return view.kind === 'organizer'
    ? linkOptions({
        to: '/app/organizations/$orgId/events/$eventId/sessions/$sessionId',
        params: { orgId: view.orgId, ...ids },
      })
    : linkOptions({ to: '/app/events/$eventId/sessions/$sessionId', params: ids });
}

export function agendaLink(view: EventView, eventId: number, day?: number) {
  const search = day && day > 1 ? { day } : {};
  return view.kind === 'organizer'
    ? linkOptions({
        to: '/app/organizations/$orgId/events/$eventId',
        params: { orgId: view.orgId, eventId: String(eventId) },
        search,
      })
    : linkOptions({ to: '/app/events/$eventId/agenda', params: { eventId: String(eventId) }, search });
}

export function setupSessionLink(view: EventView, eventId: number) {
  return view.kind === 'organizer'
    ? linkOptions({
        to: '/app/organizations/$orgId/events/$eventId/setup-session',
        params: { orgId: view.orgId, eventId: String(eventId) },
      })
    : linkOptions({ to: '/app/events/$eventId/setup-session', params: { eventId: String(eventId) } });
}

export function sessionPendingLink(view: EventView, eventId: number) {
  return view.kind === 'organizer'
    ? linkOptions({
        to: '/app/organizations/$orgId/events/$eventId/session-pending',
        params: { orgId: view.orgId, eventId: String(eventId) },
      })
    : linkOptions({ to: '/app/events/$eventId/session-pending', params: { eventId: String(eventId) } });
}

// The start-up requests (features/early-gets.ts) read route ids through here; the parser lives in lib.
export { parseRouteId } from './route-id';
