// The events feature's public entry: the event queries and their cache keys, date formatting and the event pages'
// top-bar title. Pages stay out of it, and so does the event card grid: the routes import them by path (the
// organization's events route hands the grid to its page), so that a route reaches only what it renders. Whatever
// this entry re-exports reaches every page that reads an event through it, the agenda included (code splitting,
// docs/architecture.md#what-the-first-page-loads).
export {
  deleteEvent,
  eventKeys,
  eventQueryOptions,
  eventUsersQueryOptions,
  organizationEventsQueryOptions,
  updateEvent,
  userEventsQueryOptions,
} from './api';
export { formatDate, formatDateRange } from './format';
export { useEventPageTitle } from './use-event-page-title';

/** The speaker title and bio dialog, loaded when an organizer opens it (the attendees console uses it). */
export const loadSpeakerInfoDialog = () => import('./components/speaker-info-dialog');
