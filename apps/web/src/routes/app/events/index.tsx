import { createFileRoute } from '@tanstack/react-router';
import { MyEventsPage } from '../../../features/events/components/my-events-page';

export const Route = createFileRoute('/app/events/')({
  component: MyEventsPage,
});
