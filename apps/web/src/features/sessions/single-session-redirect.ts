import type { EventDetail } from '@atria/contracts/zod-free';
import { sessionLink, sessionPendingLink, type EventView } from '../../lib/event-paths';

/**
 * Where a single-session page should send the visitor instead of rendering, if anywhere: to the session once
 * the event has one; from setup, people who may not edit go to the pending page of the event under its
 * organization, /app/organizations/{orgId}/events/{eventId}/session-pending, from either view
 * (docs/product.md#single-session-events).
 */
export function singleSessionRedirect(event: EventDetail, view: EventView, page: 'setup' | 'pending') {
  if (event.first_session_id !== null) return sessionLink(view, event.id, event.first_session_id);
  if (page === 'setup' && !event.permissions.can_edit) {
    return sessionPendingLink({ kind: 'organizer', orgId: String(event.organization_id) }, event.id);
  }
  return null;
}
