import type { QueryClient } from '@tanstack/react-query';
import { userEventsQueryOptions } from '../events';
import { organizationsQueryOptions } from '../organizations';

export type LandingTarget = '/app/organizations' | '/app/events' | null;

/** docs/product.md#home: organizations first, then events, else the two-choice page (`null`). */
export function landingTarget(counts: { organizations: number; events?: number }): LandingTarget {
  if (counts.organizations > 0) return '/app/organizations';
  if ((counts.events ?? 0) > 0) return '/app/events';
  return null;
}

/**
 * Runs the landing decision for the signed-in user through the shared query cache, so the page it picks
 * renders from the same data. Events are only fetched when there are no organizations.
 */
export async function decideLanding(queryClient: QueryClient, userId: number): Promise<LandingTarget> {
  const organizations = await queryClient.fetchQuery(organizationsQueryOptions());
  if (landingTarget({ organizations: organizations.total_items })) return '/app/organizations';
  const events = await queryClient.fetchQuery(userEventsQueryOptions(userId));
  return landingTarget({ organizations: 0, events: events.total_items });
}
