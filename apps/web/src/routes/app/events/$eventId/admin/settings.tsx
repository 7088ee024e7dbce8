import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/admin/settings')({
  component: EventSettingsPage,
});

function EventSettingsPage() {
  return <PlaceholderPage title="Event Settings" />;
}
