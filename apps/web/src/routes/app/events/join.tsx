import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/join')({
  component: JoinEventPage,
});

function JoinEventPage() {
  return <PlaceholderPage title="Join Event" />;
}
