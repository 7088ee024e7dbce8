import { lazy } from 'react';

// My agenda's public entry (docs/calendar.md#in-the-web-app): what the agenda's cards and the event pages show.
// Pages stay out of it (the routes import them by path), and so do the session page's bar and the settings
// section, offered here as lazy components, so an agenda card never carries their code or texts.
export { myAgendaKeys } from './api';
export { interestQueryOptions } from './page-queries';
export { AgendaCalendarLinks } from './components/agenda-calendar-links';
export { BookmarkButton } from './components/bookmark-button';
export { SessionTime } from './components/session-time';
export { ZoneToggle } from './components/zone-toggle';
export { useTimeMode } from './time-mode';
export { zonedClock } from './zoned-time';

export const SessionAgendaBar = lazy(() =>
  import('./components/session-agenda-bar').then((m) => ({ default: m.SessionAgendaBar })),
);
export const CalendarFeedSection = lazy(() =>
  import('./components/calendar-feed-section').then((m) => ({ default: m.CalendarFeedSection })),
);
