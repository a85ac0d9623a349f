import { QueryClient } from '@tanstack/query-core';

/** Answers stay fresh for 5 minutes; no refetch on focus, mount or reconnect. */
export const CACHE_MS = 5 * 60 * 1000;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_MS,
        gcTime: CACHE_MS,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
        // The HTTP client already retries once; do not multiply retries here.
        retry: false,
      },
    },
  });
  client.mount();
  return client;
}

export const queryClient = createQueryClient();
