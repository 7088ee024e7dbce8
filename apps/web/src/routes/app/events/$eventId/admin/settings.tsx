import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import { EventPage } from '../../../../../features/events/components/event-page';
import { EventSettingsPage } from '../../../../../features/sessions-admin/components/event-settings-page';
import { loadArea } from '../../../../../lib/i18n/i18n';

// The landing page's own editor (hero, welcome, highlights, FAQ), loaded with the section that shows it.
const LandingEditor = lazy(() =>
  import('../../../../../features/events/components/landing/landing-editor').then((m) => ({
    default: m.LandingEditor,
  })),
);

export const Route = createFileRoute('/app/events/$eventId/admin/settings')({
  loader: () => loadArea('sessions-admin'),
  component: AdminEventSettingsPage,
});

function AdminEventSettingsPage() {
  const { eventId } = Route.useParams();
  return (
    <EventPage eventId={Number(eventId)}>
      {(event) => <EventSettingsPage event={event} LandingEditor={LandingEditor} />}
    </EventPage>
  );
}
