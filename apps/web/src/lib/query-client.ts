import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: unused cache entries are kept for 60 seconds. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
