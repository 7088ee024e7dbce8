import { EventNotFound } from '../../features/sessions/components/event-gate';
import { lazy, Suspense } from 'react';
import {
  LivePanelPlaceholder,
  SessionNotFound,
  SessionPage,
  type LivePanelSlotProps,
} from '../../features/sessions/components/session-page';
import { SessionPendingPage } from '../../features/sessions/components/session-pending-page';
import { SetupSessionPage } from '../../features/sessions/components/setup-session-page';
import { attendeeView, parseRouteId, type EventView } from '../../lib/event-paths';

/*
 * The event pages that exist in both views, the attendee's (/app/events/$eventId/...) and the organizer's
 * (/app/organizations/$orgId/events/$eventId/...): each route file names its path and renders one of these,
 * which take the view from the route's parameters. (The leading '-' keeps this file out of the route tree.)
 */

interface EventRouteParams {
  eventId: string;
  orgId?: string;
}

function viewOf(params: EventRouteParams): EventView {
  return params.orgId === undefined ? attendeeView : { kind: 'organizer', orgId: params.orgId };
}

// The live session panel (chat, Q&A, polls, backstage) loads with the session page, as a chunk of its own.
const LivePanel = lazy(() =>
  import('../../features/live/components/live-panel').then((m) => ({ default: m.LivePanel })),
);

function livePanel(props: LivePanelSlotProps) {
  return (
    <Suspense fallback={<LivePanelPlaceholder />}>
      <LivePanel {...props} />
    </Suspense>
  );
}

export function SessionRoute({ params }: { params: EventRouteParams & { sessionId: string } }) {
  const eventId = parseRouteId(params.eventId);
  const sessionId = parseRouteId(params.sessionId);
  if (eventId === null || sessionId === null) return <SessionNotFound />;
  return <SessionPage eventId={eventId} sessionId={sessionId} view={viewOf(params)} livePanel={livePanel} />;
}

export function SetupSessionRoute({ params }: { params: EventRouteParams }) {
  const eventId = parseRouteId(params.eventId);
  if (eventId === null) return <EventNotFound />;
  return <SetupSessionPage eventId={eventId} view={viewOf(params)} />;
}

export function SessionPendingRoute({ params }: { params: EventRouteParams }) {
  const eventId = parseRouteId(params.eventId);
  if (eventId === null) return <EventNotFound />;
  return <SessionPendingPage eventId={eventId} view={viewOf(params)} />;
}
