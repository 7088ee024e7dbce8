// The sessions feature's public entry: what other features use. The feature owns the session model (paths,
// queries, speakers), its cards and its pages; the agenda lays the cards out by day. Pages stay out of it: the
// routes, which compose pages and are no feature, import them by path, because whatever a route file reaches
// statically lands in the start chunk (code splitting, docs/architecture.md#web-app).
export { createSession, daySessionsQueryOptions, deleteSession, sessionKeys, setSessionStatus } from './api';
export { EventGate } from './components/event-gate';
export { SessionCard } from './components/session-card';
export { clockTime, eventDayLongDate } from './locale-dates';
export { forgetCreatedSession, useCreatedSession } from './created-session';
export { sessionLink, type EventView } from '../../lib/event-paths';
export { useInvalidateSessions } from './use-session-mutations';
