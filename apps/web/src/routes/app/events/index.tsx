import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/')({
  component: EventsPage,
});

function EventsPage() {
  return <PlaceholderPage title="Events" route="Your events" />;
}
