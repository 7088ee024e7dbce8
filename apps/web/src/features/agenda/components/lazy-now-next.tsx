import type { EventDetail } from '@atria/contracts/zod-free';
import { lazy, Suspense } from 'react';
import type { EventView } from '../../../lib/event-paths';
import { currentEventDay } from '../event-day';

const NowNext = lazy(() => import('./now-next').then((m) => ({ default: m.NowNext })));

/**
 * Now and next while the event runs (today, when the page renders, is one of its days in its zone); its code loads only then, so an
 * agenda before or after the event carries none of it (bundle budget, docs/architecture.md#web-app).
 */
export function LazyNowNext({ event, view }: { event: EventDetail; view: EventView }) {
  if (currentEventDay(event.start_date, event.day_count, event.time_zone, new Date()) === null) return null;
  return (
    <Suspense fallback={null}>
      <NowNext event={event} view={view} />
    </Suspense>
  );
}
