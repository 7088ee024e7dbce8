import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/app/events/$eventId/setup-session')({
  component: SetupSessionPage,
});

function SetupSessionPage() {
  return <PlaceholderPage title="Setup Required" route="Session setup" />;
}
