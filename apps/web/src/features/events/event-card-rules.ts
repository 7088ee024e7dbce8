import type { EventSummary } from '@atria/contracts/zod-free';
import { translate } from '../../lib/i18n/i18n';
import '../app-messages';
import type { BadgeTone } from '../../components/ui/badge';

/** Attendee view: /app/events. Organization view: an organization's events page. */
export type EventCardView = 'attendee' | 'organization';

export interface EventBadgeSpec {
  label: string;
  tone: BadgeTone;
}

/** Where a click on the card goes; `null` when the card is not clickable. */
export type EventCardTarget =
  | { kind: 'event-page' }
  | { kind: 'session'; sessionId: number }
  | { kind: 'setup-session' }
  | { kind: 'session-pending' }
  | null;

type CardEvent = Pick<EventSummary, 'event_type' | 'day_count' | 'session_count' | 'first_session_id'>;

/** Organization OWNER/ADMIN act as event ADMIN; event ADMIN and ORGANIZER edit (docs/architecture.md#permissions). */
export function canEditEvent(event: Pick<EventSummary, 'role'>, orgAdminOrOwner: boolean): boolean {
  return orgAdminOrOwner || event.role === 'ADMIN' || event.role === 'ORGANIZER';
}

/** Only event admins (or organization owners/admins) delete an event. */
export function isEventAdmin(event: Pick<EventSummary, 'role'>, orgAdminOrOwner: boolean): boolean {
  return orgAdminOrOwner || event.role === 'ADMIN';
}

/**
 * docs/product.md#event-cards: a conference shows '{n} Day Conference'
 * (day_count, default 1); a single-session event 'Ready to Join' once it has a session, otherwise
 * 'Coming Soon', or 'Setup Required' for editors in the organization view.
 */
export function eventBadge(event: CardEvent, view: EventCardView, canEdit: boolean): EventBadgeSpec {
  if (event.event_type === 'CONFERENCE')
    return { label: translate('events.badge.conference', { count: event.day_count || 1 }), tone: 'violet' };
  if (event.session_count > 0) return { label: translate('events.badge.ready'), tone: 'green' };
  if (view === 'organization' && canEdit) return { label: translate('events.badge.setup'), tone: 'amber' };
  return { label: translate('events.badge.soon'), tone: 'gray' };
}

/**
 * docs/product.md#event-cards: a conference opens its page; a single-session event its first session; without one, the
 * organization view sends editors to setup-session and others to session-pending, and the attendee view
 * does not make the card clickable.
 */
export function eventCardTarget(event: CardEvent, view: EventCardView, canEdit: boolean): EventCardTarget {
  if (event.event_type === 'CONFERENCE') return { kind: 'event-page' };
  if (event.first_session_id !== null) return { kind: 'session', sessionId: event.first_session_id };
  if (view === 'attendee') return null;
  return canEdit ? { kind: 'setup-session' } : { kind: 'session-pending' };
}
