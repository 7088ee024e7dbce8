import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/')({
  component: EventHomePage,
});

function EventHomePage() {
  return <PlaceholderPage title="Event" route="Event page" />;
}
