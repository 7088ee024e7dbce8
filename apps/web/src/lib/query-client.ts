import type { QueryClient } from '@tanstack/react-query';

/*
 * The one QueryClient of the app, created on demand. TanStack Query's core (about 7 KB gzipped) is needed by
 * every signed-in page, the invitation page and the dialogs, but not by the landing page a visitor opens first,
 * so its code travels in a chunk of its own (./query-client-instance) instead of the entry chunk. The /app
 * route's guard, the invitation route, the dialog host and the start-up warm-up ask for it; it loads once.
 */
let pending: Promise<QueryClient> | undefined;
let client: QueryClient | undefined;

/** The app's QueryClient, loading its code the first time. */
export function loadQueryClient(): Promise<QueryClient> {
  pending ??= import('./query-client-instance').then((module) => {
    client = module.createQueryClient();
    return client;
  });
  return pending;
}

/** The QueryClient if something has already loaded it (then there may be a cache to clear), else undefined. */
export function loadedQueryClient(): QueryClient | undefined {
  return client;
}
