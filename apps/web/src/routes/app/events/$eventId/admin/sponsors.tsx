import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/admin/sponsors')({
  component: AdminSponsorsPage,
});

function AdminSponsorsPage() {
  return <PlaceholderPage title="Sponsors" route="Sponsor management" />;
}
