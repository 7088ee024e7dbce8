import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders a component inside a real router (any path shows it) and a fresh query client, for tests of
 * components that use links, navigation and queries. Returns the router to inspect where it went.
 */
export async function renderWithRouter(ui: () => ReactNode, { path = '/', queryClient = new QueryClient() } = {}) {
  const rootRoute = createRootRoute({ component: ui, notFoundComponent: ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
