import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts fetching what a route's page shows first and resolves once started: the queries themselves are not
 * awaited, and their failures are left to the page, whose own queries read the same cache. A route passes its
 * prefetch as `staticData.prefetch` and calls it from its loader (so links preload it on intent); at start-up
 * it already runs while the auth check is under way (see `warmUpStartRoute`). It imports its data code on
 * demand: route options are part of the entry chunk that the landing page loads too.
 */
export type RoutePrefetch = (
  queryClient: QueryClient,
  params: Record<string, string>,
  search: Record<string, unknown>,
) => Promise<void>;
