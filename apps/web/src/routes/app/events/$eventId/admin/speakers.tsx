import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EventPage } from '../../../../../features/events/components/event-page';
import { SpeakersAdminPage } from '../../../../../features/sessions-admin/components/speakers-admin-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

// A form dialog: its code (and zod, which validates it) loads when an organizer opens it.
const SpeakerInfoDialog = lazy(() =>
  import('../../../../../features/events/components/speaker-info-dialog').then((m) => ({
    default: m.SpeakerInfoDialog,
  })),
);

export const Route = createFileRoute('/app/events/$eventId/admin/speakers')({
  loader: () => loadArea('sessions-admin'),
  component: AdminSpeakersPage,
});

function AdminSpeakersPage() {
  const { eventId } = Route.useParams();
  return (
    <EventPage eventId={Number(eventId)}>
      {(event) => <SpeakersAdminPage event={event} SpeakerInfoDialog={SpeakerInfoDialog} />}
    </EventPage>
  );
}
