import { createRouter } from '@tanstack/react-router';
import { NotFoundPage } from './components/layout/not-found-page';
import { RouteErrorPage } from './components/layout/route-error-page';
import type { EarlyGets, RoutePrefetch } from './lib/route-prefetch';
import { routeTree } from './route-tree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundPage,
    // A page that could not load says so in the reader's language (the router's own would in English).
    defaultErrorComponent: RouteErrorPage,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** What the route's page shows first, fetched ahead (see lib/route-prefetch.ts and warm-up.ts). */
    prefetch?: RoutePrefetch;
    /** The first of those fetches, sent at start-up before the prefetch's code has loaded (see warm-up.ts). */
    earlyGets?: EarlyGets;
  }
}
