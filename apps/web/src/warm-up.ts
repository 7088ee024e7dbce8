import type { AnyRoute } from '@tanstack/react-router';
import { endpointUrl, endpoints } from '@atria/client';
import { ensureAuthResolved } from './features/auth/auth-store';
import { startEarlyGet } from './lib/early-gets';
import { loadQueryClient } from './lib/query-client';
import { getAccessToken, hasStoredTokens } from './lib/tokens';
import type { AppRouter } from './router';

/**
 * Start-up with stored tokens. The /app guard waits for the auth check (a round trip, two with a refresh)
 * before the router fetches the page's code, and the page then asks for its data. This starts the three at
 * once: the check, the code of the routes the URL matches and, when an access token is stored (so no refresh
 * has to come first), their `staticData.prefetch`. The guards still decide what renders; the router then finds
 * the code loaded and the queries under way or done. A failed chunk or prefetch is left to the router and the
 * page, which load the same code and read the same queries.
 *
 * The check and the prefetches load their code first, behind the route chunks; so with an access token the
 * requests they make first (`/auth/me` and the routes' `staticData.earlyGets`) are sent right here, and their
 * calls take the answers when they come to make them (lib/early-gets.ts).
 */
export function warmUpStartRoute(router: AppRouter): void {
  if (!hasStoredTokens()) return;
  void ensureAuthResolved();
  const matches = router.matchRoutes(router.latestLocation);
  const token = getAccessToken();
  if (token) {
    startEarlyGet(endpointUrl(endpoints.auth.me), token);
    for (const match of matches) {
      for (const url of match.staticData.earlyGets?.(match.params, match.search) ?? []) startEarlyGet(url, token);
    }
    // Prefetches before route chunks: the browser opens six connections to the server, and the chunks compete.
    // (The QueryClient's own code loads first, once: lib/query-client.ts.)
    void loadQueryClient().then((queryClient) => {
      for (const match of matches) {
        match.staticData.prefetch?.(queryClient, match.params, match.search).catch(() => undefined);
      }
    });
  }
  // Looked up by the loosely typed ids matchRoutes returns (the router's own code does the same).
  const routes = router.routesById as unknown as Record<string, AnyRoute | undefined>;
  for (const match of matches) {
    const route = routes[match.routeId];
    if (route) router.loadRouteChunk(route)?.catch(() => undefined);
  }
}
