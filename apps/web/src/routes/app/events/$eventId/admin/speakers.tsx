import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/admin/speakers')({
  component: AdminSpeakersPage,
});

function AdminSpeakersPage() {
  return <PlaceholderPage title="Speakers" route="Speaker management" />;
}
