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

/**
 * The API GETs (as `/api…` URLs, spelled by the API client's `endpointUrl`) that a route's prefetch makes first and that need nothing but
 * the URL: at start-up with a stored access token they are sent from the entry chunk before the prefetch's
 * code has loaded, and the prefetch's own calls take their answers (lib/early-gets.ts).
 */
export type EarlyGets = (params: Record<string, string>, search: Record<string, unknown>) => string[];
