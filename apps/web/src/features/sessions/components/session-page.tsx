import { MESSAGES } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { eventQueryOptions, useEventPageTitle } from '../../events';
import { sessionQueryOptions } from '../api';
import { agendaLink, type EventView } from '../paths';
import { SessionAgendaBar } from '../../my-agenda';
import { SessionDetailsPanel } from './session-details-panel';
import { SessionSpeakersSection } from './session-speakers-section';
import { SessionStream } from './session-stream';

// Editors only: its code (and the zod its controls use) loads when an editor opens the page.
const SessionEditorActions = lazy(() =>
  import('./session-editor-actions').then((m) => ({ default: m.SessionEditorActions })),
);

export function SessionNotFound() {
  return <Alert title="Error">{MESSAGES.sessionNotFound}</Alert>;
}

/** docs/product.md#session-detail, in both views. Edit controls need the event's `can_edit` permission. */
export function SessionPage({ eventId, sessionId, view }: { eventId: number; sessionId: number; view: EventView }) {
  const session = useQuery(sessionQueryOptions(sessionId));
  const event = useQuery(eventQueryOptions(eventId));
  useEventPageTitle(eventId);

  if (session.isPending) return <p className="text-slate-600">Loading...</p>;
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 404) return <SessionNotFound />;
    return <Alert title="Error">The session could not be loaded. Please try again.</Alert>;
  }
  // A session of another event under this event's URL is not this page's session.
  if (session.data.event_id !== eventId) return <SessionNotFound />;

  const data = session.data;
  const canEdit = event.data?.permissions.can_edit ?? false;
  const singleSession = event.data?.event_type === 'SINGLE_SESSION';
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      {!singleSession && (
        <Link
          {...agendaLink(view, eventId, data.day_number)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary-700 hover:underline"
        >
          <Icon name="chevron-left" className="size-4" />
          Back to the agenda
        </Link>
      )}
      <Suspense fallback={null}>
        <SessionAgendaBar session={data} />
      </Suspense>
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <SessionStream session={data} canEdit={canEdit} />
        <SessionDetailsPanel
          session={data}
          actions={
            canEdit ? (
              <Suspense fallback={null}>
                <SessionEditorActions session={data} view={view} singleSession={singleSession} />
              </Suspense>
            ) : undefined
          }
        />
      </div>
      <SessionSpeakersSection session={data} canEdit={canEdit} />
    </div>
  );
}
