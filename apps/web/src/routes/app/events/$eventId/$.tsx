import { createFileRoute } from '@tanstack/react-router';
import { RoadmapPage } from '../../../../features/roadmap/components/roadmap-page';

/** Any other path under an event shows the development roadmap (docs/product.md#roadmap-and-placeholders). */
export const Route = createFileRoute('/app/events/$eventId/$')({
  component: EventRoadmapRoute,
});

function EventRoadmapRoute() {
  const { eventId } = Route.useParams();
  return <RoadmapPage eventId={Number(eventId)} />;
}
