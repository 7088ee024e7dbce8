import { createFileRoute } from '@tanstack/react-router';
import { HomeChoice } from '../../features/home/components/home-choice';

// The landing decision (organizations → events → choice) will run in this route's loader.
export const Route = createFileRoute('/app/')({
  component: HomeChoice,
});
