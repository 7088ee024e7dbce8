import { QueryClient } from '@tanstack/react-query';

/** docs/product.md#limits-and-constants: unused cache entries are kept for 60 seconds. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 60_000, staleTime: 10_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
