import type { EventSummary } from '@atria/contracts';
import { Link } from '@tanstack/react-router';
import type { EventCardTarget, EventCardView } from '../event-card-rules';

/** The title link covers the whole card (`after:inset-0`); buttons on the card sit above it. */
const stretched = 'after:absolute after:inset-0 after:rounded-card hover:underline';

/** The card's title as a link to where a click on the card goes (docs/product.md#event-cards), or plain text. */
export function EventCardLink({
  event,
  target,
  view,
}: {
  event: EventSummary;
  target: EventCardTarget;
  view: EventCardView;
}) {
  const eventId = String(event.id);
  const orgId = String(event.organization_id);
  if (target === null) return <>{event.title}</>;
  switch (target.kind) {
    case 'event-page':
      return (
        <Link to="/app/events/$eventId" params={{ eventId }} className={stretched}>
          {event.title}
        </Link>
      );
    case 'session': {
      const sessionId = String(target.sessionId);
      return view === 'organization' ? (
        <Link
          to="/app/organizations/$orgId/events/$eventId/sessions/$sessionId"
          params={{ orgId, eventId, sessionId }}
          className={stretched}
        >
          {event.title}
        </Link>
      ) : (
        <Link to="/app/events/$eventId/sessions/$sessionId" params={{ eventId, sessionId }} className={stretched}>
          {event.title}
        </Link>
      );
    }
    case 'setup-session':
      return (
        <Link
          to="/app/organizations/$orgId/events/$eventId/setup-session"
          params={{ orgId, eventId }}
          className={stretched}
        >
          {event.title}
        </Link>
      );
    case 'session-pending':
      return (
        <Link
          to="/app/organizations/$orgId/events/$eventId/session-pending"
          params={{ orgId, eventId }}
          className={stretched}
        >
          {event.title}
        </Link>
      );
  }
}
