import { createFileRoute } from '@tanstack/react-router';
import { JoinEventPage } from '../../../features/events/components/join-event-page';

export const Route = createFileRoute('/app/events/join')({
  component: JoinEventPage,
});
