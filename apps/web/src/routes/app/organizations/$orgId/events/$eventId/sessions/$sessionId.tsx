import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/organizations/$orgId/events/$eventId/sessions/$sessionId')({
  component: OrganizerSessionPage,
});

function OrganizerSessionPage() {
  return <PlaceholderPage title="Session" subtitle="Organizer View" route="Session detail" />;
}
