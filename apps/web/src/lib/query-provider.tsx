import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { loadedQueryClient, loadQueryClient } from './query-client';

/**
 * Gives `children` the app's QueryClient (lib/query-client.ts), suspending until its code has loaded the first
 * time. Wraps the parts of the app that read or write through TanStack Query: the signed-in layout, the
 * invitation page and the open dialogs.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  // Already loaded (the /app guard waits for it): no suspension, so the page does not blink on its first render.
  const client = loadedQueryClient() ?? use(loadQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
