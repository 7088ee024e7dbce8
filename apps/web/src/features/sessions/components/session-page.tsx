import { MESSAGES, type Session } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Icon } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { useContractMessages } from '../../../lib/i18n/contract-messages';
import { useI18n } from '../../../lib/i18n/i18n';
import { useAuth } from '../../auth';
import { eventQueryOptions, useEventPageTitle } from '../../events';
import { sessionQueryOptions } from '../api';
import '../messages';
import { agendaLink, type EventView } from '../../../lib/event-paths';
import { SessionAgendaBar } from '../../my-agenda';
import { SessionDetailsPanel } from './session-details-panel';
import { ManageSpeakersSection, SessionSpeakersSection } from './session-speakers-section';
import { SessionStream } from './session-stream';

// Editors only: its code (and the zod its controls use) loads when an editor opens the page.
const SessionEditorActions = lazy(() =>
  import('./session-editor-actions').then((m) => ({ default: m.SessionEditorActions })),
);

/** What the live panel needs from the page; the route gives the panel (its own chunk, features/live). */
export interface LivePanelSlotProps {
  sessionId: number;
  eventId: number;
  status: Session['status'];
  userId: number;
  staff: boolean;
}

/** The panel's place while its code loads: the same box, so the page does not jump. */
export function LivePanelPlaceholder() {
  return (
    <div
      aria-hidden="true"
      className="h-[34rem] rounded-card border border-slate-200 bg-white shadow-card lg:sticky lg:top-4 lg:h-[calc(100dvh-14rem)] lg:max-h-[46rem] lg:min-h-[28rem]"
    />
  );
}

export function SessionNotFound() {
  const { t } = useI18n();
  const inLanguage = useContractMessages();
  return <Alert title={t('session.error')}>{inLanguage(MESSAGES.sessionNotFound)}</Alert>;
}

/**
 * docs/product.md#session-detail, in both views, attendee first (docs/design.md#session-page): the stream with
 * the title, time and countdown, the speakers with photos and bios, then the description and details. Editors
 * (the event's `can_edit`) get their controls apart: the 'Organizer tools' bar above and 'Manage speakers' below.
 */
export function SessionPage({
  eventId,
  sessionId,
  view,
  livePanel,
}: {
  eventId: number;
  sessionId: number;
  view: EventView;
  /** The live panel beside the stream (below it on phones); none in tests of the page alone. */
  livePanel?: (props: LivePanelSlotProps) => ReactNode;
}) {
  const { t } = useI18n();
  const session = useQuery(sessionQueryOptions(sessionId));
  const event = useQuery(eventQueryOptions(eventId));
  useEventPageTitle(eventId);
  const { user } = useAuth();

  if (session.isPending) return <p className="text-slate-600">{t('session.loading')}</p>;
  if (session.isError) {
    if (isApiError(session.error) && session.error.status === 404) return <SessionNotFound />;
    return <Alert title={t('session.error')}>{t('session.loadFailed')}</Alert>;
  }
  // A session of another event under this event's URL is not this page's session.
  if (session.data.event_id !== eventId) return <SessionNotFound />;

  const data = session.data;
  const canEdit = event.data?.permissions.can_edit ?? false;
  const singleSession = event.data?.event_type === 'SINGLE_SESSION';
  // The event's staff moderate the live session: its organizers and admins, and its moderators.
  const staff = canEdit || event.data?.my_role === 'MODERATOR';
  return (
    <div className="mx-auto max-w-6xl space-y-5">
      {!singleSession && (
        <Link
          {...agendaLink(view, eventId, data.day_number)}
          className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary-700 hover:underline"
        >
          <Icon name="chevron-left" className="size-4 rtl:rotate-180" />
          {t('session.back')}
        </Link>
      )}
      {canEdit && (
        <Suspense fallback={null}>
          <SessionEditorActions session={data} view={view} singleSession={singleSession} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <SessionAgendaBar session={data} />
      </Suspense>
      {/* Desktop: the stream, speakers and details, the live panel beside them. Phones: stream, panel, the rest. */}
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(20rem,1fr)] lg:grid-rows-[auto_1fr]">
        <SessionStream session={data} canEdit={canEdit} />
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {user && livePanel?.({ sessionId: data.id, eventId, status: data.status, userId: user.id, staff })}
        </div>
        <div className="min-w-0 space-y-5">
          <SessionSpeakersSection session={data} />
          <SessionDetailsPanel session={data} />
          {canEdit && <ManageSpeakersSection session={data} />}
        </div>
      </div>
    </div>
  );
}
