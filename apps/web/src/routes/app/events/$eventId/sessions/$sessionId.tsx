import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/sessions/$sessionId')({
  component: SessionPage,
});

function SessionPage() {
  return <PlaceholderPage title="Session" route="Session detail" />;
}
