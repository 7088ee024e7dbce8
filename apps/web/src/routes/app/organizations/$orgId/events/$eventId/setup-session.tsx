import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/setup-session')({
  component: OrganizerSetupSessionPage,
});

function OrganizerSetupSessionPage() {
  return <PlaceholderPage title="Setup Required" subtitle="Organizer View" route="Session setup" />;
}
