// The events feature's public entry: the event queries and their cache keys, date formatting, the card grid
// that organization pages reuse, and the event pages' top-bar title. Pages stay out of it: the routes import
// them by path, so that a route reaches only what it renders (code splitting, docs/architecture.md#web-app).
export {
  deleteEvent,
  eventKeys,
  eventQueryOptions,
  eventUsersQueryOptions,
  organizationEventsQueryOptions,
  updateEvent,
  userEventsQueryOptions,
} from './api';
export { EventCardGrid } from './components/event-card-grid';
export { formatDate, formatDateRange } from './format';
export { useEventPageTitle } from './use-event-page-title';

/** The speaker title and bio dialog, loaded when an organizer opens it (the attendees console uses it). */
export const loadSpeakerInfoDialog = () => import('./components/speaker-info-dialog');
