import { eventsPolicy, type EventAccess } from '../events/events.policy';

/**
 * Bookmarks ("My agenda", docs/calendar.md#my-agenda): whoever may see an event bookmarks its sessions for
 * themselves; the event's editors (event ADMIN/ORGANIZER, organization OWNER/ADMIN) see how many people
 * bookmarked each session, never who.
 */
export const bookmarksPolicy = {
  canBookmark: (a: EventAccess): boolean => eventsPolicy.canView(a),
  canSeeInterest: (a: EventAccess): boolean => eventsPolicy.canEdit(a),
};
