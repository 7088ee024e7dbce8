import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/speakers')({
  component: SpeakersPage,
});

function SpeakersPage() {
  return <PlaceholderPage title="Speakers" route="Event speakers" />;
}
